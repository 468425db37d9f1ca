/**
 * What the server writes into the shell's page so the first screen needs no round trip before
 * it can render (docs/boot.md): the deployment config, the host's tenant and its branding,
 * as non-executable JSON (`<script type="application/json">`, allowed by a CSP without
 * 'unsafe-inline'). Under `pnpm dev` webpack-dev-server serves a page without it, and the
 * shell fetches the same data instead.
 */
import type { Locale } from '../i18n/locales';
import type { Branding, Tenant } from '../tenant/tenant-types';

export type ModuleId = 'onboarding' | 'banking' | 'transfers' | 'messages';

export interface RemoteModuleConfig {
  /** Module Federation name, e.g. 'mf_onboarding'. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  manifestUrl: string;
  /**
   * The release this page gets ('build': the package's own build), when a rollout names one
   * (docs/releases.md); absent while the module was never released.
   */
  release?: string;
  /** The tenant's previous release: loaded once when this one fails to load or throws. */
  fallback?: { release: string; manifestUrl: string };
  /** The rollout change that decided this release: who made it, when, from which release. */
  change?: { at: string; by: string; from: string; to: string };
}

/**
 * The shell release this page runs (docs/releases.md), when a shell rollout decided it; absent
 * while the shell was never promoted (the server's own shell build).
 */
export interface ShellReleaseConfig {
  /** The release ('build': the server's shell/dist). */
  release: string;
  change: { at: string; by: string; from: string; to: string };
}

/** The deployment config (GET /deployment.json, and inline in the page). */
export interface Deployment {
  apiBase: string;
  productName: string;
  defaultTenant: string;
  sandbox: boolean;
  modules: Partial<Record<ModuleId, RemoteModuleConfig>>;
  shell?: ShellReleaseConfig;
}

export interface BootData {
  deployment: Deployment;
  /** The tenant identifier the server resolved from the host (the shell's cache key). */
  tenantIdentifier: string;
  /** null: no such tenant ('Tenant not found'). */
  tenant: Tenant | null;
  branding: Branding | null;
  /**
   * The page's language, chosen by the server: the visitor's own choice (LOCALE_COOKIE), else
   * the browser's Accept-Language, else the tenant's default. The HTML is written in it.
   */
  locale: Locale;
}

export const BOOT_DATA_ELEMENT_ID = 'portal-boot';

/** JSON that cannot close its <script> element nor open a comment: `<` is always escaped. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Set by the server on `<div id="root">` when it rendered the shell's frame into it
 * (docs/boot.md), naming the session it assumed: 'visitor' (no session; the route's screen
 * included) or 'signed-in' (any signed-in client; the session check's spinner in `main`). The
 * shell hydrates that HTML only when its own session matches; otherwise it renders afresh.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
export type ServerRenderedAs = 'visitor' | 'signed-in';
