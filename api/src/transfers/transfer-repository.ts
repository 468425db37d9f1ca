import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import type { TransferStatus } from '@portal/shared/constants';
import { transfer, type TransferRow } from '../platform/database/schema';
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
