/**
 * The Content-Security-Policy sent with the shell's HTML (docs/architecture.md): scripts only from
 * this origin and the remotes' origins, no eval, images and fonts only from our origins and
 * the tenant asset hosts. Inline styles stay allowed: branding is applied as CSS custom
 * properties and scoped tenant CSS.
 */
export function originsOf(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function contentSecurityPolicy({
  remoteOrigins,
  assetHosts,
  scriptHashes = [],
}: {
  remoteOrigins: string[];
  assetHosts: string[];
  /** Inline scripts allowed by hash: a server-rendered page's loader (page-loader.ts, docs/boot.md). */
  scriptHashes?: string[];
}): string {
  const scripts = ["'self'", ...remoteOrigins].join(' ');
  const assets = ["'self'", 'data:', ...assetHosts].join(' ');
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes, ...remoteOrigins].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`.trim(),
    `img-src ${assets} blob:`,
    `font-src ${assets}`,
    `connect-src ${scripts}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
