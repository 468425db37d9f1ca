/**
 * `pnpm tenant key create --direct`: issues a key straight on the portal's PostgreSQL database
 * (production has no sandbox key route and no admin screens). The database modules are imported
 * statically: a dynamic import of a TypeScript module is resolved by the loader of the Node
 * version at hand, and some hand back only a default export, which made this command crash.
 */
import { openPostgres } from '../../api/src/platform/database/postgres-database';
import { createApiKeyRepository, type CreatedApiKey } from '../../api/src/tenant-integration/key-repository';

export class UnknownTenantError extends Error {}

export async function issueKeyOnDatabase(databaseUrl: string, tenant: string, label: string): Promise<CreatedApiKey> {
  const database = openPostgres(databaseUrl);
  try {
    const keys = createApiKeyRepository(database.db);
    const tenantId = await keys.findTenantIdByIdentifier(tenant);
    if (!tenantId) throw new UnknownTenantError(`no tenant "${tenant}"`);
    return await keys.create(tenantId, label);
  } finally {
    await database.close();
  }
}
