/**
 * Real-user Web Vitals (docs/boot.md): what this browser measured of this page view (Largest
 * Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, Time to First Byte,
 * through Google's `web-vitals`), sent to the API when the page is hidden, which files them in
 * the histograms of /metrics by route pattern and tenant. The team tunes the boot path against
 * these, not against a lab simulation alone.
 *
 * A page view's metrics are filed under the route pattern it was loaded on (`/partner/:landingPageKey`,
 * never the agent's key), as field data files a URL's load; the tenant is the host's, which the
 * API reads itself. Nothing else leaves the browser.
 *
 * Reports go out with `navigator.sendBeacon` when the page is hidden (tab switched, app
 * backgrounded, page left): the last moment a page is sure to have, and the moment web-vitals
 * settles LCP, CLS and INP. Each metric goes out once, with the value it had then.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

export interface VitalsReport {
  route: string;
  metrics: Array<{ name: VitalName; value: number }>;
}

/** How a report leaves the page: navigator.sendBeacon, unless a test says otherwise. */
export type SendReport = (url: string, body: Blob) => boolean;

const sendBeacon: SendReport = (url, body) => navigator.sendBeacon(url, body);

/** Milliseconds to one decimal, CLS to four: finer than any bucket, shorter on the wire. */
const rounded = ({ name, value }: Metric) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

/** Starts measuring this page view; `route` is the route pattern it was loaded on. */
export function reportWebVitals(endpoint: string, route: string, send: SendReport = sendBeacon): void {
  // Each metric as web-vitals last reported it. Every change is reported, not only the value it
  // settles on when the page is hidden: an interaction made just before (a tap on a link that
  // leaves the page) is processed only then, after web-vitals has settled INP without it.
  const latest = new Map<VitalName, Metric>();
  // A metric instance is sent once (a page restored from the back/forward cache measures anew).
  const sent = new Set<string>();
  const collect = (metric: Metric) => {
    if (!sent.has(metric.id)) latest.set(metric.name as VitalName, metric);
  };
  const options = { reportAllChanges: true };
  onLCP(collect, options);
  onINP(collect, options);
  onCLS(collect, options);
  onTTFB(collect, options);
  // Registered after web-vitals' own listeners (which listen on the window, capturing): they
  // settle their metrics first, this sends them.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const metrics = [...latest.values()];
    latest.clear();
    if (metrics.length === 0) return;
    for (const metric of metrics) sent.add(metric.id);
    const report: VitalsReport = {
      route,
      metrics: metrics.map((metric) => ({ name: metric.name as VitalName, value: rounded(metric) })),
    };
    send(endpoint, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  });
}
