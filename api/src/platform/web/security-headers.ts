/**
 * Headers every HTML page of the portal carries, whichever route serves it (the SPA fallback,
 * /index.html itself, a remote's folder): the page's Content-Security-Policy plus the headers
 * that stop sniffing, framing and referrer leaks. A page missing its CSP is a page where an
 * injected script runs.
 */
export function pageSecurityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** Source maps are for developers: a production server answers them as if absent. */
export function isSourceMap(filePath: string): boolean {
  return filePath.endsWith('.map');
}
