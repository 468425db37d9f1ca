import { isIP } from 'node:net';

/**
 * The tenant identifier is the first label of the host name (requirements §1): demo.example.com and
 * demo.localhost:8080 both select `demo`. A host without a tenant label (bare localhost, an
 * IPv4 or IPv6 address, or no Host header at all) selects the configured default tenant.
 */
export function resolveTenantIdentifier(host: string | undefined, defaultTenant: string): string {
  const hostname = stripPort((host ?? '').trim().toLowerCase()).replace(/\.$/, '');
  if (hostname === '' || hostname === 'localhost' || isIP(hostname) !== 0) return defaultTenant;
  return hostname.split('.')[0] || defaultTenant;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  // More than one colon without brackets is a bare IPv6 address, which has no port to strip.
  const colons = host.split(':').length - 1;
  return colons === 1 ? host.slice(0, host.indexOf(':')) : host;
}
