import { domPurify } from '../tenants';

/**
 * Headers for anything the sandbox serves that came from a message: nothing loads or runs,
 * whatever the HTML says. Inline styles stay so an e-mail looks like an e-mail; images only
 * as data: URLs, so no tracking pixel or remote asset is fetched from a developer's browser.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The e-mail as a whole document, scripts and event handlers removed (the CSP is the second lock). */
export function sanitizeEmailHtml(html: string): string {
  return domPurify().sanitize(html, {
    WHOLE_DOCUMENT: true,
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select'],
  });
}
