import { sealLinkAccessToken } from '../banking';
import type { DataCipher } from '../platform/security/data-cipher';
import type { Database } from '../platform/database/database';
import * as data from './seed-data';
import { assertStorableBranding } from '../tenants';
import * as disbursementFixtures from './disbursement-test-fixtures';
import { ADMIN_ROLE, CLIENT_ROLE } from '@portal/shared/constants';
import {
  bankAccount,
  branding,
  client,
  clientDocument,
  clientMessage,
  emailTemplate,
  institutionLogo,
  office,
  realtor,
  tenant,
  loginUser,
  tenantGroup,
  transfer,
  transferFeeConfig,
  transferType,
  unsupportedAccountRule,
} from '../platform/database/schema';

export interface SeedOptions {
  /**
   * Also add the `hostile` tenant whose branding attacks the shell, and the disbursement
   * flow's own clients (tests and e2e only).
   */
  testFixtures?: boolean;
  /**
   * The app's data cipher: the seeded accounts' sandbox access tokens are sealed with it, so
   * their balances refresh from the bank-linking sandbox. Without it they have no token (and
   * their balance shows as unknown once stale).
   */
  cipher?: Pick<DataCipher, 'seal'>;
}

/**
 * Inserts the demo data into an empty, migrated database, in one transaction: a failure
 * leaves nothing half-seeded.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(tenantGroup).values(data.tenantGroups);
    await tx.insert(tenant).values(data.tenants);
    for (const row of data.brandings) assertStorableBranding(row);
    await tx.insert(branding).values(data.brandings);
    await tx.insert(office).values(data.offices);
    await tx.insert(realtor).values(data.realtors);
    await tx.insert(transferType).values(data.transferTypes);
    await tx.insert(transferFeeConfig).values(data.transferFeeConfigs);
    await tx.insert(bankAccount).values(data.escrowAccounts);
    await tx.insert(institutionLogo).values(data.institutionLogos);
    await tx.insert(unsupportedAccountRule).values(data.unsupportedAccountRules);
    await tx.insert(emailTemplate).values(data.emailTemplates);

    // Demo clients with their login users, accounts, transfers, messages and documents.
    await tx.insert(client).values(data.demoClients);
    await tx
      .insert(loginUser)
      .values(data.demoLoginUsers.map((user) => ({ ...user, roles: [ADMIN_ROLE], newUserRole: CLIENT_ROLE })));
    const cipher = options.cipher;
    const withLinkTokens = (rows: typeof data.demoBankAccounts) =>
      cipher
        ? rows.map((row) => ({
            ...row,
            ...sealLinkAccessToken(
              cipher,
              { id: row.id!, tenantId: row.tenantId, clientId: row.clientId ?? null },
              data.sandboxLinkIds(row.id!).accessToken,
            ),
          }))
        : rows;
    await tx.insert(bankAccount).values(withLinkTokens(data.demoBankAccounts));
    await tx.insert(transfer).values(data.demoTransfers);
    await tx.insert(clientMessage).values(data.demoMessages);
    await tx.insert(clientDocument).values(data.demoDocuments);

    if (options.testFixtures) {
      await tx.insert(tenant).values(data.hostileTenant);
      assertStorableBranding(data.hostileBranding);
      await tx.insert(branding).values(data.hostileBranding);
      // Clients of their own for the disbursement and request e2e tests (disbursement-test-fixtures.ts).
      await tx.insert(client).values(disbursementFixtures.disbursementFixtureClients);
      await tx.insert(loginUser).values(
        disbursementFixtures.disbursementFixtureLoginUsers.map((user) => ({
          ...user,
          roles: [ADMIN_ROLE],
          newUserRole: CLIENT_ROLE,
        })),
      );
      await tx.insert(bankAccount).values(withLinkTokens(disbursementFixtures.disbursementFixtureAccounts));
      await tx.insert(transfer).values(disbursementFixtures.disbursementFixtureTransfers);
    }
  });
}
