import type { Metric } from 'web-vitals';
import { reportWebVitals, type VitalsReport } from './report-web-vitals';

type Listener = (metric: Metric) => void;
const listeners: Record<string, Listener> = {};
const options: Record<string, unknown> = {};

// web-vitals measures through the browser's performance entries, which jsdom does not have:
// the test plays the library's part and hands the reporter metrics itself.
jest.mock('web-vitals', () => {
  const register = (name: string) => (listener: Listener, given: unknown) => {
    listeners[name] = listener;
    options[name] = given;
  };
  return { onLCP: register('LCP'), onINP: register('INP'), onCLS: register('CLS'), onTTFB: register('TTFB') };
});

const metric = (name: Metric['name'], value: number, id = `v5-${name}`) => ({ name, value, id }) as Metric;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function sentReports(send: jest.Mock): Promise<Array<{ url: string; report: VitalsReport; type: string }>> {
  return Promise.all(
    send.mock.calls.map(async ([url, body]: [string, Blob]) => ({
      url,
      report: JSON.parse(await body.text()) as VitalsReport,
      type: body.type,
    })),
  );
}

describe('reportWebVitals', () => {
  afterEach(() => setVisibility('visible'));

  it('sends the metrics measured so far, once, as JSON, when the page is hidden', async () => {
    const send = jest.fn(() => true);
    reportWebVitals('/api/web-vitals', '/partner/:landingPageKey', send);
    listeners.TTFB!(metric('TTFB', 123.456));
    listeners.LCP!(metric('LCP', 1480.04));
    listeners.CLS!(metric('CLS', 0.012345));
    expect(send).not.toHaveBeenCalled();
    listeners.INP!(metric('INP', 40));
    // Every change is reported to it: the latest value before the page is hidden is the one sent.
    listeners.INP!(metric('INP', 64));
    expect(Object.values(options)).toEqual(Array(4).fill({ reportAllChanges: true }));
    setVisibility('hidden');
    expect(await sentReports(send)).toEqual([
      {
        url: '/api/web-vitals',
        type: 'application/json',
        report: {
          route: '/partner/:landingPageKey',
          metrics: [
            { name: 'TTFB', value: 123.5 },
            { name: 'LCP', value: 1480 },
            { name: 'CLS', value: 0.0123 },
            { name: 'INP', value: 64 },
          ],
        },
      },
    ]);
  });

  it('sends each metric once: a later value of the same page view stays home, a new view is sent', async () => {
    const send = jest.fn(() => true);
    reportWebVitals('/api/web-vitals', '/login', send);
    listeners.CLS!(metric('CLS', 0.01, 'first-view'));
    setVisibility('hidden');
    setVisibility('visible');
    listeners.CLS!(metric('CLS', 0.3, 'first-view'));
    setVisibility('hidden');
    // Restored from the back/forward cache: web-vitals measures a new page view.
    listeners.CLS!(metric('CLS', 0.02, 'restored-view'));
    setVisibility('visible');
    setVisibility('hidden');
    expect((await sentReports(send)).map(({ report }) => report.metrics)).toEqual([
      [{ name: 'CLS', value: 0.01 }],
      [{ name: 'CLS', value: 0.02 }],
    ]);
  });
});
