import { loadConfig } from '../../src/platform/config/config';
import { driversFor } from '../support/test-databases';
import { HOSTS, useTestApp } from '../support/test-app';
import { scrape, value, type Samples } from './scrape';

type Report = { route: string; metrics: Array<{ name: string; value: number }> };

const REPORT: Report = {
  route: '/transfer-history',
  metrics: [
    { name: 'LCP', value: 1800 },
    { name: 'INP', value: 120 },
    { name: 'CLS', value: 0.02 },
    { name: 'TTFB', value: 350 },
  ],
};

const HISTOGRAMS = {
  LCP: 'portal_web_vitals_lcp_seconds',
  INP: 'portal_web_vitals_inp_seconds',
  CLS: 'portal_web_vitals_cls',
  TTFB: 'portal_web_vitals_ttfb_seconds',
};

/** Every Web Vitals sample of a scrape, summed: what a rejected report must leave unchanged. */
const allVitals = (samples: Samples) =>
  [...samples].filter(([series]) => series.startsWith('portal_web_vitals_')).reduce((sum, [, n]) => sum + n, 0);

describe.each(driversFor('one'))('POST /api/web-vitals (%s)', (driver) => {
  const context = useTestApp(driver);

  const post = (body: unknown, { host = HOSTS.demo as string, contentType = 'application/json' } = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/web-vitals',
      headers: { host, 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('records each metric in its histogram, by route pattern and tenant, in seconds', async () => {
    const before = await scrape(context.app);
    const response = await post(REPORT);
    expect(response.statusCode).toBe(204);
    const after = await scrape(context.app);
    const labels = { route: '/transfer-history', tenant: 'demo' };
    for (const name of Object.values(HISTOGRAMS)) {
      expect(value(after, `${name}_count`, labels) - value(before, `${name}_count`, labels)).toBe(1);
    }
    const grew = (name: string) => value(after, `${name}_sum`, labels) - value(before, `${name}_sum`, labels);
    expect(grew(HISTOGRAMS.LCP)).toBeCloseTo(1.8);
    expect(grew(HISTOGRAMS.INP)).toBeCloseTo(0.12);
    expect(grew(HISTOGRAMS.TTFB)).toBeCloseTo(0.35);
    expect(grew(HISTOGRAMS.CLS)).toBeCloseTo(0.02);
    // 1.8 s is over the 1.5 s bucket and within the 2 s one.
    const bucket = (le: string) => value(after, `${HISTOGRAMS.LCP}_bucket`, { ...labels, le });
    expect(bucket('2') - bucket('1.5')).toBeGreaterThanOrEqual(1);
  });

  it('files a partner page under its route pattern, never the agent it names', async () => {
    const labels = { route: '/partner/:landingPageKey', tenant: 'acme' };
    const before = await scrape(context.app);
    const response = await post({ route: labels.route, metrics: [{ name: 'LCP', value: 900 }] }, { host: HOSTS.acme });
    expect(response.statusCode).toBe(204);
    const after = await scrape(context.app);
    expect(value(after, `${HISTOGRAMS.LCP}_count`, labels) - value(before, `${HISTOGRAMS.LCP}_count`, labels)).toBe(1);
  });

  it.each<[string, unknown, number]>([
    ['a raw path instead of a route pattern', { ...REPORT, route: '/partner/jane-realtor' }, 400],
    ['a path outside the route table', { ...REPORT, route: '/admin' }, 400],
    ['a metric it does not know', { route: '/login', metrics: [{ name: 'FID', value: 10 }] }, 400],
    ['a negative value', { route: '/login', metrics: [{ name: 'LCP', value: -1 }] }, 400],
    ['a value as text', { route: '/login', metrics: [{ name: 'LCP', value: '900' }] }, 400],
    ['a metric twice', { route: '/login', metrics: [REPORT.metrics[0], REPORT.metrics[0]] }, 400],
    ['no metric', { route: '/login', metrics: [] }, 400],
    ['a body over 1 KB', { ...REPORT, route: `/login${' '.repeat(1100)}` }, 413],
  ])('refuses %s and records nothing', async (_case, body, status) => {
    const before = allVitals(await scrape(context.app));
    expect((await post(body)).statusCode).toBe(status);
    expect(allVitals(await scrape(context.app))).toBe(before);
  });

  it('keeps nothing of a field it does not know (the visitor, say)', async () => {
    expect((await post({ ...REPORT, phone: '5550101001' })).statusCode).toBe(204);
    const text = (await context.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).not.toContain('5550101001');
  });

  it('refuses a tenant that does not exist, and a body that is not JSON', async () => {
    const before = allVitals(await scrape(context.app));
    const unknown = await post(REPORT, { host: 'no-such-tenant.localhost:8080' });
    expect(unknown.statusCode).toBe(404);
    expect((await post(JSON.stringify(REPORT), { contentType: 'text/plain' })).statusCode).toBe(400);
    const after = await scrape(context.app);
    expect(allVitals(after)).toBe(before);
    expect([...after.keys()].some((series) => series.includes('no-such-tenant'))).toBe(false);
  });
});

describe.each(driversFor('one'))('POST /api/web-vitals rate limit (%s)', (driver) => {
  const context = useTestApp(driver, { webVitalsReportsPerIp: 2 });

  it('takes WEB_VITALS_REPORTS_PER_IP reports a minute from one address', async () => {
    const post = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/web-vitals',
        headers: { host: HOSTS.demo, 'content-type': 'application/json' },
        payload: REPORT,
      });
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(204);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('WEB_VITALS_REPORTS_PER_IP', () => {
  it('is 60 a minute unless set, and a whole number', () => {
    expect(loadConfig({}).webVitalsReportsPerIp).toBe(60);
    expect(loadConfig({ WEB_VITALS_REPORTS_PER_IP: '500' }).webVitalsReportsPerIp).toBe(500);
    expect(() => loadConfig({ WEB_VITALS_REPORTS_PER_IP: 'many' })).toThrow(/WEB_VITALS_REPORTS_PER_IP/);
  });
});
