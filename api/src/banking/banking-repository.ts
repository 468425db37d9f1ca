import { TRANSFER_STATUS, type TransferStatus } from '@portal/shared/constants';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import {
  bankAccount,
  client,
  type ClientRow,
  identityDocument,
  institutionLogo,
  tenant,
  transfer,
  unsupportedAccountRule,
} from '../platform/database/schema';
import type { OwnerScope } from '../platform/database/owner-scope';

export type LinkedAccountRow = typeof bankAccount.$inferSelect;
export type NewLinkedAccount = Omit<typeof bankAccount.$inferInsert, 'id' | 'ownerType' | 'tenantId' | 'clientId'>;
export type LinkedAccountChanges = Partial<
  Pick<
    LinkedAccountRow,
    | 'active'
    | 'pendingVerification'
    | 'identityMismatch'
    | 'identityOverriddenAt'
    | 'identityNameScore'
    | 'fundingSourceId'
    | 'instantPayments'
    | 'balanceCents'
    | 'balanceDateTime'
    | 'linkAccessTokenCiphertext'
    | 'linkAccessTokenIv'
    | 'linkAccessTokenAuthTag'
    | 'linkAccessTokenKeyId'
  >
>;
export type BankingClientRow = ClientRow;

/** Transfers that still draw on their source account: it cannot be disconnected under them. */
const IN_FLIGHT_STATUSES: TransferStatus[] = [
  TRANSFER_STATUS.starting,
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
];

/**
 * Data access of the /account routes. Every read and write of a client's bank account is
 * filtered by the owner's client and tenant: an id of someone else's account finds nothing.
 */
export function createBankingRepository(db: Database) {
  const own = (owner: OwnerScope) =>
    and(
      eq(bankAccount.tenantId, owner.tenantId),
      eq(bankAccount.clientId, owner.clientId),
      eq(bankAccount.ownerType, 'client'),
    );

  return {
    async findClient(owner: OwnerScope): Promise<BankingClientRow | null> {
      const [row] = await db
        .select()
        .from(client)
        .where(and(eq(client.id, owner.clientId), eq(client.tenantId, owner.tenantId)));
      return row ?? null;
    },

    async tenantName(tenantId: string): Promise<string | null> {
      const [row] = await db.select({ name: tenant.name }).from(tenant).where(eq(tenant.id, tenantId));
      return row?.name ?? null;
    },

    async setPaymentsCustomer(owner: OwnerScope, customer: { id: string; status: string }): Promise<void> {
      await db
        .update(client)
        .set({ paymentsCustomerId: customer.id, paymentsCustomerStatus: customer.status })
        .where(and(eq(client.id, owner.clientId), eq(client.tenantId, owner.tenantId)));
    },

    async findOwnAccount(owner: OwnerScope, id: string): Promise<LinkedAccountRow | null> {
      const [row] = await db
        .select()
        .from(bankAccount)
        .where(and(own(owner), eq(bankAccount.id, id)));
      return row ?? null;
    },

    /** The client's active accounts, newest first. */
    async listActive(owner: OwnerScope): Promise<LinkedAccountRow[]> {
      return db
        .select()
        .from(bankAccount)
        .where(and(own(owner), eq(bankAccount.active, true)))
        .orderBy(desc(bankAccount.createdAt), desc(bankAccount.id));
    },

    async insert(owner: OwnerScope, account: NewLinkedAccount): Promise<LinkedAccountRow> {
      const [row] = await db
        .insert(bankAccount)
        .values({ ...account, ownerType: 'client', tenantId: owner.tenantId, clientId: owner.clientId })
        .returning();
      return row!;
    },

    async update(owner: OwnerScope, id: string, changes: LinkedAccountChanges): Promise<LinkedAccountRow | null> {
      const [row] = await db
        .update(bankAccount)
        .set(changes)
        .where(and(own(owner), eq(bankAccount.id, id)))
        .returning();
      return row ?? null;
    },

    /** Which of the (institution, subtype) pairs the seeded rules mark unsupported, as `code|subtype` keys. */
    async unsupportedKeys(
      accounts: Array<Pick<LinkedAccountRow, 'institutionCode' | 'accountSubtype'>>,
    ): Promise<Set<string>> {
      const codes = [...new Set(accounts.map((account) => account.institutionCode).filter((code) => code !== null))];
      if (codes.length === 0) return new Set();
      const rules = await db
        .select({ code: unsupportedAccountRule.institutionCode, subtype: unsupportedAccountRule.accountSubtype })
        .from(unsupportedAccountRule)
        .where(inArray(unsupportedAccountRule.institutionCode, codes));
      return new Set(rules.map((rule) => unsupportedKey(rule.code, rule.subtype)));
    },

    async logoUrls(codes: string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: institutionLogo.institutionCode, url: institutionLogo.logoURL })
        .from(institutionLogo)
        .where(inArray(institutionLogo.institutionCode, [...new Set(codes)]));
      return new Map(rows.map((row) => [row.code, row.url]));
    },

    async hasTransferInFlight(owner: OwnerScope, accountId: string): Promise<boolean> {
      const rows = await db
        .select({ id: transfer.id })
        .from(transfer)
        .where(
          and(
            eq(transfer.clientId, owner.clientId),
            eq(transfer.tenantId, owner.tenantId),
            eq(transfer.sourceBankAccountId, accountId),
            inArray(transfer.status, IN_FLIGHT_STATUSES),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async findIdentityDocument(owner: OwnerScope, id: string) {
      const [row] = await db
        .select()
        .from(identityDocument)
        .where(
          and(
            eq(identityDocument.id, id),
            eq(identityDocument.clientId, owner.clientId),
            eq(identityDocument.tenantId, owner.tenantId),
          ),
        );
      return row ?? null;
    },
  };
}

export function unsupportedKey(institutionCode: string | null, subtype: string | null): string {
  return `${institutionCode ?? ''}|${(subtype ?? '').toLowerCase()}`;
}

export type BankingRepository = ReturnType<typeof createBankingRepository>;
