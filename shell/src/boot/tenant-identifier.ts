/**
 * The tenant is the first label of the host name (demo.portal.example → 'demo'). A bare
 * 'localhost' or an IP address has no tenant label, so the deployment's default applies.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function tenantIdentifierFromHost(hostname: string, defaultTenant: string): string {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || IPV4.test(host) || host.includes(':') || host.startsWith('[')) {
    return defaultTenant;
  }
  const labels = host.split('.');
  return labels.length > 1 ? labels[0]! : defaultTenant;
}
