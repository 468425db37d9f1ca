import { TRANSFER_STATUS, type TransferStatus } from '@portal/shared/constants';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { transfer, type TransferRow } from '../platform/database/schema';
import { predecessorsOf, STARTING } from './transfer-states';
import { isAnyOf, isNoneOf, type OwnerScope, type SortDirection } from '../platform/database/owner-scope';
import { Bindings, isoDate, PreparedQueries, type PreparedRows } from '../platform/database/prepared-queries';

export type { TransferRow };
export type NewTransfer = typeof transfer.$inferInsert;
/** What a client's edit may change; status moves are checked by the service. */
export type TransferChanges = Partial<Omit<NewTransfer, 'id' | 'tenantId' | 'clientId' | 'createdAt' | 'updatedAt'>>;

export interface TransferFilter {
  id?: string;
  idIn?: string[];
  status?: TransferStatus;
  statusIn?: TransferStatus[];
  statusNotIn?: TransferStatus[];
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
  /**
   * The filter's values bound to placeholders (`at` gets the values and the shape, ADR 41), and
   * how to build its conditions over them: called only when a shape is prepared the first
   * time, so a request whose shape is known builds no SQL objects (ADR 48).
   */
  const conditionsOf = (owner: OwnerScope, filter: TransferFilter, at: Bindings): (() => SQL[]) => {
    const clientId = at.bind('clientId', owner.clientId);
    const tenantId = at.bind('tenantId', owner.tenantId);
    const id = filter.id !== undefined ? at.bind('id', filter.id) : undefined;
    const idIn = filter.idIn !== undefined ? at.bind('idIn', filter.idIn) : undefined;
    const status = filter.status !== undefined ? at.bind('status', filter.status) : undefined;
    const statusIn = filter.statusIn !== undefined ? at.bind('statusIn', filter.statusIn) : undefined;
    const statusNotIn =
      filter.statusNotIn !== undefined && filter.statusNotIn.length > 0
        ? at.bind('statusNotIn', filter.statusNotIn)
        : undefined;
    const disbursement = filter.disbursement !== undefined ? at.bind('disbursement', filter.disbursement) : undefined;
    const createdAtGte =
      filter.createdAtGte !== undefined ? at.bind('createdAtGte', isoDate(filter.createdAtGte)) : undefined;
    const createdAtLte =
      filter.createdAtLte !== undefined ? at.bind('createdAtLte', isoDate(filter.createdAtLte)) : undefined;
    return () => {
      const conditions: SQL[] = [eq(transfer.clientId, clientId), eq(transfer.tenantId, tenantId)];
      if (id) conditions.push(eq(transfer.id, id));
      if (idIn) conditions.push(isAnyOf(transfer.id, idIn));
      if (status) conditions.push(eq(transfer.status, status));
      if (statusIn) conditions.push(isAnyOf(transfer.status, statusIn));
      if (statusNotIn) conditions.push(isNoneOf(transfer.status, statusNotIn));
      if (disbursement) conditions.push(eq(transfer.disbursement, disbursement));
      if (createdAtGte) conditions.push(gte(transfer.createdAt, createdAtGte));
      if (createdAtLte) conditions.push(lte(transfer.createdAt, createdAtLte));
      return conditions;
    };
  };
  const lists = new PreparedQueries<PreparedRows<TransferRow>>();
  const counts = new PreparedQueries<PreparedRows<{ value: number }>>();
  const owned = new PreparedQueries<PreparedRows<TransferRow>>();
  let byIds: PreparedRows<TransferRow> | undefined;

  return {
    /**
     * With `columns`, only those are read and the rows hold only them (the GraphQL list asks
     * for the columns its document selects: platform/graphql/selected-columns.ts).
     */
    async findMany(
      owner: OwnerScope,
      filter: TransferFilter,
      order: TransferOrder[],
      page: Page,
      columns?: readonly TransferColumn[],
    ): Promise<TransferRow[]> {
      // An empty list matches nothing; answer without asking.
      if (filter.idIn?.length === 0 || filter.statusIn?.length === 0) return [];
      const at = new Bindings();
      const buildConditions = conditionsOf(owner, filter, at);
      for (const { field, direction } of order) at.mark(`${field} ${direction}`);
      at.mark(columns ? columns.join(' ') : '*');
      const query = lists.get(at.key, () => {
        const orderBy = order.map(({ field, direction }) => (direction === 'asc' ? asc : desc)(transfer[field]));
        const selection = columns ? pick(getTableColumns(transfer), columns) : getTableColumns(transfer);
        return db
          .select(selection)
          .from(transfer)
          .where(and(...buildConditions()))
          .orderBy(...orderBy, desc(transfer.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare('') as unknown as PreparedRows<TransferRow>;
      });
      return query.execute({ ...at.values, limit: page.limit, offset: page.offset });
    },

    async count(owner: OwnerScope, filter: TransferFilter): Promise<number> {
      if (filter.idIn?.length === 0 || filter.statusIn?.length === 0) return 0;
      const at = new Bindings();
      const buildConditions = conditionsOf(owner, filter, at);
      const query = counts.get(at.key, () =>
        db
          .select({ value: count() })
          .from(transfer)
          .where(and(...buildConditions()))
          .prepare(''),
      );
      const [row] = await query.execute(at.values);
      return Number(row?.value ?? 0);
    },

    async findOwn(owner: OwnerScope, id: string): Promise<TransferRow | null> {
      const at = new Bindings();
      const buildConditions = conditionsOf(owner, { id }, at);
      const query = owned.get(at.key, () =>
        db
          .select()
          .from(transfer)
          .where(and(...buildConditions()))
          .prepare(''),
      );
      const [row] = await query.execute(at.values);
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
    /**
     * The client's edit, applied only while the transfer is still in `expectedStatus`. When the
     * edit moves the status, `onStatusMoved` runs in the same transaction (the live status and
     * the tenant's webhook event are written with the change, or not at all).
     */
    async updateOwnInStatus(
      owner: OwnerScope,
      id: string,
      expectedStatus: TransferStatus,
      changes: TransferChanges,
      onStatusMoved?: (tx: Transaction, row: TransferRow) => Promise<void>,
    ): Promise<TransferRow | null> {
      if (onStatusMoved && changes.status !== undefined && changes.status !== expectedStatus) {
        return db.transaction(async (tx) => {
          const row = await createTransferRepository(tx).updateOwnInStatus(owner, id, expectedStatus, changes);
          if (row) await onStatusMoved(tx, row);
          return row;
        });
      }
      const [row] = await db
        .update(transfer)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          and(
            eq(transfer.id, id),
            eq(transfer.clientId, owner.clientId),
            eq(transfer.tenantId, owner.tenantId),
            eq(transfer.status, expectedStatus),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findByIds(ids: readonly string[]): Promise<TransferRow[]> {
      if (ids.length === 0) return [];
      byIds ??= db
        .select()
        .from(transfer)
        .where(isAnyOf(transfer.id, sql.placeholder('ids')))
        .prepare('');
      return byIds.execute({ ids });
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

/** Accepting a sent disbursement: the escrow pays, the client's own account receives. */
export interface DisbursementClaim {
  owner: OwnerScope;
  id: string;
  checkedAmountCents: number;
  startKey: string;
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
  /**
   * Either start's claim: the session client's transfer, still where the start begins (`from`)
   * and still at the checked amount, moves into starting with the attempt's key and accounts.
   */
  const claimFrom = async (
    claim: DisbursementClaim,
    from: SQL[],
    charge: { feeCents: number; escrowBankAccountId: string },
  ): Promise<TransferRow | null> => {
    const { owner, id } = claim;
    return one(
      await db
        .update(transfer)
        .set({
          status: STARTING,
          startKey: claim.startKey,
          startedAt: sql`now()`,
          feeCents: charge.feeCents,
          sourceBankAccountId: claim.sourceBankAccountId,
          destBankAccountId: claim.destBankAccountId,
          escrowBankAccountId: charge.escrowBankAccountId,
          failureCode: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(transfer.id, id),
            eq(transfer.clientId, owner.clientId),
            eq(transfer.tenantId, owner.tenantId),
            ...from,
            eq(transfer.amountCents, claim.checkedAmountCents),
          ),
        )
        .returning(),
    );
  };
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
      // The client's transfer pays into the tenant's escrow.
      return claimFrom(claim, [eq(transfer.status, TRANSFER_STATUS.draft)], {
        feeCents: claim.feeCents,
        escrowBankAccountId: claim.destBankAccountId,
      });
    },

    /** starting → the provider's status, with its transfer id; only for the attempt holding `startKey`. */
    async settleStarted(
      id: string,
      startKey: string,
      providerTransferId: string,
      status: TransferStatus,
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

    /** sent → starting for a disbursement the client accepts (no fee: the tenant pays what it sent). Null: someone else holds it. */
    async claimDisbursement(claim: DisbursementClaim): Promise<TransferRow | null> {
      // A disbursement pays out of the tenant's escrow.
      return claimFrom(claim, [eq(transfer.disbursement, true), eq(transfer.status, TRANSFER_STATUS.sent)], {
        feeCents: 0,
        escrowBankAccountId: claim.sourceBankAccountId,
      });
    },

    /**
     * starting → where the start began after a definitive refusal (no provider transfer exists):
     * draft for a client transfer, sent for a disbursement, which stays there to accept later.
     */
    async releaseStart(id: string, startKey: string): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({
            status: sql`case when ${transfer.disbursement} then ${TRANSFER_STATUS.sent} else ${TRANSFER_STATUS.draft} end`,
            startKey: null,
            startedAt: null,
            updatedAt: new Date(),
          })
          .where(and(eq(transfer.id, id), eq(transfer.status, STARTING), eq(transfer.startKey, startKey)))
          .returning(),
      );
    },

    /** A forward move after pending (submitted, completed, error, cancelled); null when it would not be forward. */
    async advance(id: string, to: TransferStatus, failureCode: string | null): Promise<TransferRow | null> {
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
      filter: { status?: TransferStatus; disbursement?: boolean },
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
    async cancelForTenant(tenantId: string, id: string, from: readonly TransferStatus[]): Promise<TransferRow | null> {
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
