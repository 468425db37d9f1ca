import { formatPhone } from '@portal/shared/phone';
import type { Tenant } from '../tenant/tenant-types';

/**
 * "Summit Title · 9 Peak Road, Denver, CO 80202 · (555) 010-3000": whom the client deals with,
 * from the tenant record, for a tenant without a footer of its own.
 */
export function tenantContactLine(
  tenant: Pick<Tenant, 'name' | 'address1' | 'address2' | 'city' | 'state' | 'zipcode' | 'pocPhone'>,
): string {
  const street = [tenant.address1, tenant.address2].filter(Boolean).join(', ');
  const place = [tenant.city, [tenant.state, tenant.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [street, place].filter(Boolean).join(', ');
  const phone = tenant.pocPhone ? formatPhone(tenant.pocPhone) : '';
  return [tenant.name, address, phone].filter(Boolean).join(' · ');
}
