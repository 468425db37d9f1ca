/** Settings of the tenant integration API (docs/tenant-api.md), read once with the rest of the configuration. */
export interface TenantApiConfig {
  /**
   * The client-facing portal of a tenant, `{tenant}` standing for its identifier (subdomain):
   * the link in the transfer-request text message.
   */
  portalUrlTemplate: string;
  /** Requests per minute per tenant (all its keys together), per route. */
  requestsPerMinute: number;
  /**
   * Refuse webhook endpoints on internal addresses (loopback, private, link-local...; ADR 0032).
   * Always on in production; off by default in the sandbox, whose CLI receiver listens on
   * 127.0.0.1 (TENANT_WEBHOOK_REFUSE_PRIVATE=true turns it on there too).
   */
  refusePrivateWebhookAddresses: boolean;
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
  const refuseText = read('TENANT_WEBHOOK_REFUSE_PRIVATE') || (mode === 'production' ? 'true' : 'false');
  if (refuseText !== 'true' && refuseText !== 'false') {
    problems.push(`TENANT_WEBHOOK_REFUSE_PRIVATE must be true or false (got "${refuseText}")`);
  } else if (mode === 'production' && refuseText === 'false') {
    problems.push(
      'TENANT_WEBHOOK_REFUSE_PRIVATE cannot be false in production (webhooks must not reach internal addresses)',
    );
  }
  return {
    settings: {
      portalUrlTemplate,
      requestsPerMinute: Number(limitText),
      refusePrivateWebhookAddresses: mode === 'production' || refuseText === 'true',
    },
    problems,
  };
}

export function tenantPortalUrl(template: string, identifier: string): string {
  return template.replace('{tenant}', identifier).replace(/\/+$/, '');
}
