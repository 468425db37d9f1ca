export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);

/** http://<tenant>.localhost:<port>: Chromium resolves *.localhost to loopback by itself. */
export function tenantUrl(tenant: string, pathname = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${pathname}`;
}

export { CHROMIUM_LAUNCH } from './chromium.mjs';
