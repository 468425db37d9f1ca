import { ERROR_TEXTS } from '@portal/shared/constants';
import { notFound } from '../platform/http/errors';
import type { AccountRepository, TenantRef } from './account-repository';

/**
 * The tenant of the request's host. A tenant id in the path, when the route has one, must be
 * that tenant: a page on demo.example.com cannot register or sign in anyone at another tenant
 * by naming its id.
 */
export async function requestTenant(
  accounts: AccountRepository,
  hostTenantIdentifier: string,
  pathTenantId?: string,
): Promise<TenantRef> {
  const tenant = await accounts.findTenantByIdentifier(hostTenantIdentifier);
  if (!tenant || (pathTenantId !== undefined && tenant.id !== pathTenantId))
    throw notFound(ERROR_TEXTS.TENANT_NOT_FOUND);
  return tenant;
}
