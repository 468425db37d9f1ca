import type { LaunchOptions } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);

/** http://<tenant>.localhost:<port>: Chromium resolves *.localhost to loopback by itself. */
export function tenantUrl(tenant: string, pathname = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${pathname}`;
}

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
