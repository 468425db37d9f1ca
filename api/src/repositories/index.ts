import type { Database } from '../db/database';
import { createBrandingRepository } from './branding-repository';
import { createHealthRepository } from './health-repository';
import { createTenantRepository } from './tenant-repository';

/** The only way services reach data. */
export function createRepositories(db: Database) {
  return {
    tenants: createTenantRepository(db),
    brandings: createBrandingRepository(db),
    health: createHealthRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
