import { screenRouteFor } from '@portal/shared/page';

/**
 * Starts reporting this page view's Web Vitals (report-web-vitals.ts), for a path of the route
 * table. web-vitals reads the browser's buffered performance entries, so it measures the whole
 * page view though it loads after the first screen has started: its own chunk, off the
 * start-up files.
 */
export function startWebVitals(apiBase: string, pathname: string): void {
  const route = screenRouteFor(pathname);
  if (!route) return;
  import(/* webpackChunkName: "web-vitals" */ './report-web-vitals').then(
    ({ reportWebVitals }) => reportWebVitals(`${apiBase}/web-vitals`, route.path),
    (error: unknown) => console.error('Cannot load the Web Vitals reporter', error),
  );
}
