import type { Tenant } from '@portal/shared';
import type { Deployment, ModuleId } from '../boot/deployment';

/** The sections a tenant's portal shows: the modules this deployment ships and the tenant enables. */
export function enabledModules(
  deployment: Pick<Deployment, 'modules'>,
  tenant: Pick<Tenant, 'enabledModules'> | null | undefined,
): ReadonlySet<ModuleId> {
  const enabled = new Set<ModuleId>();
  for (const id of tenant?.enabledModules ?? []) if (deployment.modules[id]) enabled.add(id);
  return enabled;
}
