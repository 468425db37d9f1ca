import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);

/**
 * The releases folder of this port's product server (RELEASES_DIR): `pnpm release` in a test
 * writes where that server reads, and no other server sees it.
 */
export const RELEASES_DIR = path.join(tmpdir(), `portal-e2e-releases-${E2E_PORT}`);

/** http://<tenant>.localhost:<port>: Chromium resolves *.localhost to loopback by itself. */
export function tenantUrl(tenant: string, pathname = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${pathname}`;
}

export { CHROMIUM_LAUNCH } from './chromium.mjs';
