import { tenantHtmlPolicy } from '@portal/shared/constants';
import DOMPurify from 'isomorphic-dompurify';

/**
 * Tenant branding is stored exactly as the tenant gave it and sanitized on the way out, so a
 * stricter rule applies to existing rows without a data migration.
 */

/** Shared with the shell's DOMPurify (@portal/shared/constants): one policy on both sides. */
const HTML_POLICY = tenantHtmlPolicy();

/** Header/footer HTML without scripts, event handlers, javascript: URLs, styles or form controls. */
export function sanitizeTenantHtml(html: string | null): string | null {
  return html === null ? null : DOMPurify.sanitize(html, HTML_POLICY);
}

export { type CssPolicy, sanitizeTenantCss } from './tenant-css';
