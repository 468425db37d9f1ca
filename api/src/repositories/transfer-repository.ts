import { TRANSFER_STATUS } from '@portal/shared/constants';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { transfer } from '../db/schema';
import { predecessorsOf, STARTING } from '../transfers/transfer-states';
import type { OwnerScope, SortDirection } from './owner-scope';

export type TransferRow = typeof transfer.$inferSelect;
export type NewTransfer = typeof transfer.$inferInsert;
/** What a client's edit may change; status moves are checked by the service. */
export type TransferChanges = Partial<Omit<NewTransfer, 'id' | 'tenantId' | 'clientId' | 'createdAt' | 'updatedAt'>>;

export interface TransferFilter {
  id?: string;
  idIn?: string[];
  status?: string;
  statusIn?: string[];
  statusNotIn?: string[];
  disbursement?: boolean;
  createdAtGte?: Date;
  createdAtLte?: Date;
}

export interface TransferOrder {
  field: 'createdAt' | 'updatedAt';
  direction: SortDirection;
}

/** A column of transfer, by its property name (for reading only some: see findMany). */
export type TransferColumn = keyof TransferRow;

export interface Page {
  limit: number;
  offset: number;
}

function pick<T extends object, K extends keyof T>(all: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T, K>;
}

/** Every read is AND-ed with the owner (client and tenant); ids are UUIDs checked by the service. */
export function createTransferRepository(db: Database) {
  const conditionsOf = (owner: OwnerScope, filter: TransferFilter): SQL[] => {
    const conditions: SQL[] = [eq(transfer.clientId, owner.clientId), eq(transfer.tenantId, owner.tenantId)];
    if (filter.id !== undefined) conditions.push(eq(transfer.id, filter.id));
    if (filter.idIn !== undefined) conditions.push(inArray(transfer.id, filter.idIn));
    if (filter.status !== undefined) conditions.push(eq(transfer.status, filter.status));
    if (filter.statusIn !== undefined) conditions.push(inArray(transfer.status, filter.statusIn));
    if (filter.statusNotIn !== undefined && filter.statusNotIn.length > 0) {
      conditions.push(notInArray(transfer.status, filter.statusNotIn));
    }
    if (filter.disbursement !== undefined) conditions.push(eq(transfer.disbursement, filter.disbursement));
    if (filter.createdAtGte !== undefined) conditions.push(gte(transfer.createdAt, filter.createdAtGte));
    if (filter.createdAtLte !== undefined) conditions.push(lte(transfer.createdAt, filter.createdAtLte));
    return conditions;
  };

  return {
    /**
     * With `columns`, only those are read and the rows hold only them (the GraphQL list asks
     * for the columns its document selects: graphql/selected-columns.ts).
     */
    async findMany(
      owner: OwnerScope,
      filter: TransferFilter,
      order: TransferOrder[],
      page: Page,
      columns?: readonly TransferColumn[],
    ): Promise<TransferRow[]> {
      // inArray with an empty list matches nothing; answer without asking.
      if (filter.idIn?.length === 0 || filter.statusIn?.length === 0) return [];
      const orderBy = order.map(({ field, direction }) => (direction === 'asc' ? asc : desc)(transfer[field]));
      const selection = columns ? pick(getTableColumns(transfer), columns) : getTableColumns(transfer);
      const rows = await db
        .select(selection)
        .from(transfer)
        .where(and(...conditionsOf(owner, filter)))
        .orderBy(...orderBy, desc(transfer.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows as TransferRow[];
    },

    async count(owner: OwnerScope, filter: TransferFilter): Promise<number> {
      if (filter.idIn?.length === 0 || filter.statusIn?.length === 0) return 0;
      const [row] = await db
        .select({ value: count() })
        .from(transfer)
        .where(and(...conditionsOf(owner, filter)));
      return Number(row?.value ?? 0);
    },

    async findOwn(owner: OwnerScope, id: string): Promise<TransferRow | null> {
      const [row] = await db
        .select()
        .from(transfer)
        .where(and(...conditionsOf(owner, { id })));
      return row ?? null;
    },

    async insert(values: NewTransfer): Promise<TransferRow> {
      const [row] = await db.insert(transfer).values(values).returning();
      return row!;
    },

    /**
     * Applies the changes only if the transfer is still the owner's and still in the status
     * the service checked (optimistic: a concurrent Make Transfer wins). Null when not applied.
     */
    async updateOwnInStatus(
      owner: OwnerScope,
      id: string,
      expectedStatus: string,
      changes: TransferChanges,
    ): Promise<TransferRow | null> {
      const [row] = await db
        .update(transfer)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(...conditionsOf(owner, { id, status: expectedStatus })))
        .returning();
      return row ?? null;
    },

    async findByIds(ids: readonly string[]): Promise<TransferRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(transfer)
        .where(inArray(transfer.id, [...ids]));
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;

export interface StartClaim {
  owner: OwnerScope;
  id: string;
  /** The amount the checks approved: an edit that lands between check and claim makes the claim miss. */
  checkedAmountCents: number;
  startKey: string;
  feeCents: number;
  sourceBankAccountId: string;
  destBankAccountId: string;
}

/**
 * The money-movement state machine's writes (transfers/transfer-states.ts). Each is one
 * conditional UPDATE: the WHERE clause names the status it moves from, so of any number of
 * concurrent callers exactly one gets the row back and the others get null.
 * Works on a transaction as well as on the database.
 */
export function createTransferStateRepository(db: Database | Transaction) {
  const one = (rows: TransferRow[]) => rows[0] ?? null;
  return {
    /** Any transfer by id, for the server's own jobs (reconciler, notices); never for a request. */
    async findById(id: string): Promise<TransferRow | null> {
      return one(await db.select().from(transfer).where(eq(transfer.id, id)));
    },

    async findByProviderTransferId(providerTransferId: string): Promise<TransferRow | null> {
      return one(await db.select().from(transfer).where(eq(transfer.providerTransferId, providerTransferId)));
    },

    /** draft → starting, with the idempotency key and the server's fee and accounts. Null: someone else holds it. */
    async claimStart(claim: StartClaim): Promise<TransferRow | null> {
      const { owner, id } = claim;
      return one(
        await db
          .update(transfer)
          .set({
            status: STARTING,
            startKey: claim.startKey,
            startedAt: sql`now()`,
            feeCents: claim.feeCents,
            sourceBankAccountId: claim.sourceBankAccountId,
            destBankAccountId: claim.destBankAccountId,
            escrowBankAccountId: claim.destBankAccountId,
            failureCode: null,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(transfer.id, id),
              eq(transfer.clientId, owner.clientId),
              eq(transfer.tenantId, owner.tenantId),
              eq(transfer.status, TRANSFER_STATUS.draft),
              eq(transfer.amountCents, claim.checkedAmountCents),
            ),
          )
          .returning(),
      );
    },

    /** starting → the provider's status, with its transfer id; only for the attempt holding `startKey`. */
    async settleStarted(
      id: string,
      startKey: string,
      providerTransferId: string,
      status: string,
      failureCode: string | null,
    ): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({ status, providerTransferId, failureCode, updatedAt: new Date() })
          .where(and(eq(transfer.id, id), eq(transfer.status, STARTING), eq(transfer.startKey, startKey)))
          .returning(),
      );
    },

    /** starting → draft after a definitive refusal (no provider transfer exists). */
    async releaseToDraft(id: string, startKey: string): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({ status: TRANSFER_STATUS.draft, startKey: null, startedAt: null, updatedAt: new Date() })
          .where(and(eq(transfer.id, id), eq(transfer.status, STARTING), eq(transfer.startKey, startKey)))
          .returning(),
      );
    },

    /** A forward move after pending (submitted, completed, error, cancelled); null when it would not be forward. */
    async advance(id: string, to: string, failureCode: string | null): Promise<TransferRow | null> {
      const from = predecessorsOf(to).filter((status) => status !== STARTING);
      if (from.length === 0) return null;
      return one(
        await db
          .update(transfer)
          .set({ status: to, ...(failureCode ? { failureCode } : {}), updatedAt: new Date() })
          .where(and(eq(transfer.id, id), inArray(transfer.status, from)))
          .returning(),
      );
    },
  };
}

export type TransferStateRepository = ReturnType<typeof createTransferStateRepository>;

/**
 * The tenant API's view of transfers (tenant-api/): every read and write is scoped to the API
 * key's tenant alone (a tenant sees all of its clients' transfers, never another tenant's).
 * Works on a transaction as well as on the database.
 */
export function createTenantTransferRepository(db: Database | Transaction) {
  return {
    async insert(values: NewTransfer & { tenantId: string }): Promise<TransferRow> {
      const [row] = await db.insert(transfer).values(values).returning();
      return row!;
    },

    async findForTenant(tenantId: string, id: string): Promise<TransferRow | null> {
      const [row] = await db
        .select()
        .from(transfer)
        .where(and(eq(transfer.tenantId, tenantId), eq(transfer.id, id)));
      return row ?? null;
    },

    /** Newest first; `status` narrows. */
    async listForTenant(
      tenantId: string,
      filter: { status?: string; disbursement?: boolean },
      page: Page,
    ): Promise<{ rows: TransferRow[]; total: number }> {
      const conditions: SQL[] = [eq(transfer.tenantId, tenantId)];
      if (filter.status !== undefined) conditions.push(eq(transfer.status, filter.status));
      if (filter.disbursement !== undefined) conditions.push(eq(transfer.disbursement, filter.disbursement));
      const rows = await db
        .select()
        .from(transfer)
        .where(and(...conditions))
        .orderBy(desc(transfer.createdAt), desc(transfer.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ value: count() })
        .from(transfer)
        .where(and(...conditions));
      return { rows, total: Number(total?.value ?? 0) };
    },

    /** → cancelled, only from one of `from` (the tenant may withdraw what no money follows yet). */
    async cancelForTenant(tenantId: string, id: string, from: readonly string[]): Promise<TransferRow | null> {
      const [row] = await db
        .update(transfer)
        .set({ status: TRANSFER_STATUS.cancelled, updatedAt: new Date() })
        .where(and(eq(transfer.tenantId, tenantId), eq(transfer.id, id), inArray(transfer.status, [...from])))
        .returning();
      return row ?? null;
    },
  };
}

export type TenantTransferRepository = ReturnType<typeof createTenantTransferRepository>;
