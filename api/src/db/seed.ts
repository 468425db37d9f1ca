import type { Database } from './database';
import * as data from './seed-data';
import {
  bankAccount,
  branding,
  emailTemplate,
  institutionLogo,
  office,
  realtor,
  tenant,
  tenantGroup,
  transferFeeConfig,
  transferType,
} from './schema';

export interface SeedOptions {
  /** Also add the `hostile` tenant whose branding attacks the shell (tests and e2e only). */
  testFixtures?: boolean;
}

/**
 * Inserts the demo data into an empty, migrated database, in one transaction: a failure
 * leaves nothing half-seeded. Demo clients, transfers and messages join in a later task.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(tenantGroup).values(data.tenantGroups);
    await tx.insert(tenant).values(data.tenants);
    await tx.insert(branding).values(data.brandings);
    await tx.insert(office).values(data.offices);
    await tx.insert(realtor).values(data.realtors);
    await tx.insert(transferType).values(data.transferTypes);
    await tx.insert(transferFeeConfig).values(data.transferFeeConfigs);
    await tx.insert(bankAccount).values(data.escrowAccounts);
    await tx.insert(institutionLogo).values(data.institutionLogos);
    await tx.insert(emailTemplate).values(data.emailTemplates);

    if (options.testFixtures) {
      await tx.insert(tenant).values(data.hostileTenant);
      await tx.insert(branding).values(data.hostileBranding);
    }
  });
}
