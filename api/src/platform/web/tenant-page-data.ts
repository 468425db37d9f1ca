/**
 * The host's tenant and branding for the page the server renders, from the very queries the
 * shell sends (@portal/shared/page), run through the API's own GraphQL endpoint in-process:
 * the inline copy has exactly the shape, sanitizing (tenant header/footer HTML, custom CSS)
 * and tenant scoping of what the shell would have fetched.
 */
import type { FastifyInstance } from 'fastify';
import {
  BRANDING_QUERY,
  brandingFromData,
  TENANT_QUERY,
  tenantFromData,
  type Branding,
  type Tenant,
} from '@portal/shared/page';
import type { BrandingQuery, TenantQuery } from '@portal/shared/graphql';

async function runQuery<T>(
  app: FastifyInstance,
  graphqlUrl: string,
  host: string,
  query: string,
  identifier: string,
): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url: graphqlUrl,
    headers: { host, 'content-type': 'application/json' },
    payload: { query, variables: { identifier } },
  });
  const body = response.json<{ data?: T; errors?: Array<{ message: string }> }>();
  if (response.statusCode !== 200 || !body.data) {
    throw new Error(`tenant page query failed: HTTP ${response.statusCode} ${body.errors?.[0]?.message ?? ''}`);
  }
  return body.data;
}

export async function loadTenantPageData(
  app: FastifyInstance,
  { apiBase, host, identifier }: { apiBase: string; host: string; identifier: string },
): Promise<{ tenant: Tenant | null; branding: Branding | null }> {
  const graphqlUrl = `${apiBase}/graphql`;
  // Both at once: the branding query names the tenant by identifier, as the shell's does.
  const [tenantData, brandingData] = await Promise.all([
    runQuery<TenantQuery>(app, graphqlUrl, host, TENANT_QUERY, identifier),
    runQuery<BrandingQuery>(app, graphqlUrl, host, BRANDING_QUERY, identifier),
  ]);
  const tenant = tenantFromData(tenantData);
  return { tenant, branding: tenant ? brandingFromData(brandingData) : null };
}
