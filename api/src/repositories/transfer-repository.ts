import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { transfer } from '../db/schema';
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
