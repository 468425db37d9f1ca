/**
 * Whether a URL written in tenant CSS would make the browser fetch from outside the portal
 * (CSS attribute selectors can read form values, `input[value^="a"] { background: url(…) }`,
 * so an outside fetch is a leak), judged by the WHATWG URL parser the way the browser will
 * read it, after CSS escapes are resolved.
 */
/** Schemes the browser would fetch over the network: only these can carry data out. */
const NETWORK_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'ws:', 'wss:']);
/**
 * Stand in for "the portal's own origin" when resolving relative URLs. Both schemes, because
 * `https:evil.example/a` is a relative path on an https page but another origin on an http one.
 */
const OWN_ORIGIN_BASES = ['https://portal.invalid/', 'http://portal.invalid/'];

/** CSS escapes resolved in one left-to-right pass, as the CSS tokenizer reads them (`\\\\e` is `\\` then `e`). */
export function decodeEscapes(css: string): string {
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?|\r?\n|([\s\S]))/g,
    (_, hex?: string, char?: string) => {
      if (hex === undefined) return char ?? '';
      const codePoint = parseInt(hex, 16);
      return codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
        ? String.fromCodePoint(codePoint)
        : '\uFFFD';
    },
  );
}

export function fetchesFromOutside(rawUrl: string, allowedOrigins: ReadonlySet<string>): boolean {
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
