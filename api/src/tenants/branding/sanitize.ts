import { tenantHtmlPolicy } from '@portal/shared/constants';
import { onFirstUse } from '../../platform/first-use';

/**
 * Tenant branding is stored exactly as the tenant gave it and sanitized on the way out, so a
 * stricter rule applies to existing rows without a data migration.
 */

/**
 * DOMPurify on the server brings jsdom, the heaviest module the API loads: required on the
 * first sanitize, not at start-up (docs/adr/0044).
 */
export const domPurify = onFirstUse(
  // The package's module.exports is the DOMPurify instance itself (its types call it `default`).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
  () => require('isomorphic-dompurify') as (typeof import('isomorphic-dompurify'))['default'],
);

/** Shared with the shell's DOMPurify (@portal/shared/constants): one policy on both sides. */
const HTML_POLICY = tenantHtmlPolicy();

/** Header/footer HTML without scripts, event handlers, javascript: URLs, styles or form controls. */
export function sanitizeTenantHtml(html: string | null): string | null {
  return html === null ? null : domPurify().sanitize(html, HTML_POLICY);
}

export { type CssPolicy, sanitizeTenantCss } from './tenant-css';
