/** After the last dot, only an IPv4 address ends in a number (decimal, or 0x hex): the URL standard's test. */
const NUMBER = /^(\d+|0x[\da-f]*)$/;

/**
 * The tenant a host selects, the same for the server (its Host header) and the browser
 * (location.hostname): the first label of the host name, lower-cased (requirements §1), so
 * `demo.portal.example` and `demo.localhost:8080` both select `demo`. The port and the trailing
 * dot of a fully qualified name do not count.
 *
 * A host with no tenant label selects `defaultTenant` (the deployment's DEFAULT_TENANT; '' when
 * it has none, which no tenant matches):
 * - an IP address, IPv4 or IPv6, bracketed or not: it names a machine, not a tenant;
 * - a single label, `localhost` as much as `demo`: a tenant is a label under the portal's
 *   domain, and a single label has no domain under it. It is a machine's own name (localhost,
 *   a container or service name a proxy or health check calls), and reading `api` or `portal`
 *   as a tenant would send such callers to 'Tenant not found' instead of the default;
 * - no host at all.
 */
export function tenantFromHost(host: string | null | undefined, defaultTenant: string): string {
  const value = (host ?? '').trim().toLowerCase();
  // '[::1]' and '[::1]:8080'; several colons without brackets are an IPv6 address too.
  if (value.startsWith('[')) return defaultTenant;
  const colon = value.indexOf(':');
  if (colon !== -1 && value.includes(':', colon + 1)) return defaultTenant;
  const name = colon === -1 ? value : value.slice(0, colon);
  const labels = (name.endsWith('.') ? name.slice(0, -1) : name).split('.');
  if (labels.length < 2 || NUMBER.test(labels[labels.length - 1]!)) return defaultTenant;
  return labels[0] || defaultTenant;
}
