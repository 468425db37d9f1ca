import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import {
  bankAccount,
  bankAccountRelationColumns,
  type BankAccountRelationRow,
  type BankAccountRow,
  unsupportedAccountRule,
} from '../platform/database/schema';

export type { BankAccountRelationRow, BankAccountRow };
import { isAnyOf } from '../platform/database/owner-scope';
import type { PreparedRows } from '../platform/database/prepared-queries';

export type BankAccountOwnerType = BankAccountRow['ownerType'];

/**
 * Who is looking: the tenant's escrow accounts are visible to anyone on the tenant's host;
 * client accounts only to that client (clientId null: nobody's).
 */
export interface BankAccountViewer {
  tenantId: string;
  clientId: string | null;
}

export interface BankAccountFilter {
  id?: string;
  ownerType?: BankAccountOwnerType;
  active?: boolean;
  pendingVerification?: boolean;
}

export function createBankAccountRepository(db: Database) {
  let byIds: PreparedRows<BankAccountRelationRow> | undefined;
  const visibleTo = (viewer: BankAccountViewer): SQL => {
    const tenantOwned = eq(bankAccount.ownerType, 'tenant');
    const ownAccount =
      viewer.clientId === null
        ? undefined
        : and(eq(bankAccount.ownerType, 'client'), eq(bankAccount.clientId, viewer.clientId));
    return and(eq(bankAccount.tenantId, viewer.tenantId), ownAccount ? or(tenantOwned, ownAccount) : tenantOwned)!;
  };

  return {
    async findVisible(
      viewer: BankAccountViewer,
      filter: BankAccountFilter,
      page: { limit: number; offset: number },
    ): Promise<BankAccountRow[]> {
      const conditions: SQL[] = [visibleTo(viewer)];
      if (filter.id !== undefined) conditions.push(eq(bankAccount.id, filter.id));
      if (filter.ownerType !== undefined) conditions.push(eq(bankAccount.ownerType, filter.ownerType));
      if (filter.active !== undefined) conditions.push(eq(bankAccount.active, filter.active));
      if (filter.pendingVerification !== undefined) {
        conditions.push(eq(bankAccount.pendingVerification, filter.pendingVerification));
      }
      return db
        .select()
        .from(bankAccount)
        .where(and(...conditions))
        .orderBy(asc(bankAccount.createdAt), asc(bankAccount.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * Whether the seeded unsupported_account_rule rows mark the account's institution and
     * subtype as non-transactional (requirements §4 'Unsupported'): data, not a list in code.
     */
    async isUnsupported(account: Pick<BankAccountRow, 'institutionCode' | 'accountSubtype'>): Promise<boolean> {
      if (account.institutionCode === null || account.accountSubtype === null) return false;
      const rows = await db
        .select({ id: unsupportedAccountRule.id })
        .from(unsupportedAccountRule)
        .where(
          and(
            eq(unsupportedAccountRule.institutionCode, account.institutionCode),
            sql`lower(${unsupportedAccountRule.accountSubtype}) = ${account.accountSubtype.toLowerCase()}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The unsupported rules of the given institutions, as `institution|subtype` keys (subtype lower-cased). */
    async unsupportedKeys(institutionCodes: readonly string[]): Promise<Set<string>> {
      if (institutionCodes.length === 0) return new Set();
      const rows = await db
        .select({ code: unsupportedAccountRule.institutionCode, subtype: unsupportedAccountRule.accountSubtype })
        .from(unsupportedAccountRule)
        .where(inArray(unsupportedAccountRule.institutionCode, [...new Set(institutionCodes)]));
      return new Set(rows.map((row) => `${row.code}|${row.subtype.toLowerCase()}`));
    },

    /** Behind the GraphQL relation loaders: prepared once (ADR 41). */
    async findByIds(ids: readonly string[]): Promise<BankAccountRelationRow[]> {
      if (ids.length === 0) return [];
      byIds ??= db
        .select(bankAccountRelationColumns)
        .from(bankAccount)
        .where(isAnyOf(bankAccount.id, sql.placeholder('ids')))
        .prepare('');
      return byIds.execute({ ids });
    },
  };
}

export type BankAccountRepository = ReturnType<typeof createBankAccountRepository>;
