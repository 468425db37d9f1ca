import type { Repositories } from '../repositories';
import { createBrandingService } from './branding-service';
import { createHealthService } from './health-service';
import { createTenantService } from './tenant-service';

export function createServices(repositories: Repositories) {
  return {
    tenants: createTenantService(repositories.tenants),
    brandings: createBrandingService(repositories.brandings),
    health: createHealthService(repositories.health),
  };
}

export type Services = ReturnType<typeof createServices>;
export type { RequestScope } from './scope';
