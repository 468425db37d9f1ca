/** Settings of the tenant integration API (docs/tenant-api.md), read once with the rest of the configuration. */
export interface TenantApiConfig {
  /**
   * The client-facing portal of a tenant, `{tenant}` standing for its identifier (subdomain):
   * the link in the transfer-request text message.
   */
  portalUrlTemplate: string;
  /** Requests per minute per API key. */
  requestsPerMinute: number;
}

export function readTenantApiSettings(
  read: (name: string) => string,
  { mode, port }: { mode: string; port: number },
): { settings: TenantApiConfig; problems: string[] } {
  const problems: string[] = [];
  const portalUrlTemplate =
    read('TENANT_PORTAL_URL') || (mode === 'production' ? '' : `http://{tenant}.localhost:${port}`);
  if (!portalUrlTemplate)
    problems.push('TENANT_PORTAL_URL is required in production (e.g. https://{tenant}.portal.example)');
  else if (!portalUrlTemplate.includes('{tenant}') || !/^https?:\/\//.test(portalUrlTemplate)) {
    problems.push(`TENANT_PORTAL_URL must be an http(s) URL containing {tenant} (got "${portalUrlTemplate}")`);
  } else if (mode === 'production' && !portalUrlTemplate.startsWith('https://')) {
    problems.push('TENANT_PORTAL_URL must be https in production');
  }
  const limitText = read('TENANT_API_REQUESTS_PER_MINUTE') || '120';
  if (!/^[1-9]\d{0,5}$/.test(limitText)) {
    problems.push(`TENANT_API_REQUESTS_PER_MINUTE must be a whole number from 1 to 999999 (got "${limitText}")`);
  }
  return { settings: { portalUrlTemplate, requestsPerMinute: Number(limitText) }, problems };
}

export function tenantPortalUrl(template: string, identifier: string): string {
  return template.replace('{tenant}', identifier).replace(/\/+$/, '');
}
