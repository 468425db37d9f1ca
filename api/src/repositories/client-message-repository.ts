import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MessageType } from '@portal/shared/constants';
import type { Database } from '../db/database';
import { clientMessage, tenant, transfer } from '../db/schema';
import { containsPattern, isAnyOf, type OwnerScope, type SortDirection } from './owner-scope';
import { Bindings, isoDate, PreparedQueries, type PreparedRows } from './prepared-queries';

export type ClientMessageRow = typeof clientMessage.$inferSelect;
export type ClientMessageColumn = keyof ClientMessageRow;

/** Conditions on a message's transfer and tenant; every one given must hold. */
export interface MessageSearch {
  transferId?: string;
  propertyAddress1Contains?: string;
  tenantNameContains?: string;
}

export interface ClientMessageFilter {
  id?: string;
  types?: MessageType[];
  createdAtGte?: Date;
  createdAtLte?: Date;
  search?: MessageSearch;
  /** At least one must hold (the search box: address or tenant name). */
  anyOf?: MessageSearch[];
}

export interface ClientMessageOrder {
  field: 'createdAt' | 'updatedAt' | 'type';
  direction: SortDirection;
}

export function createClientMessageRepository(db: Database) {
  const searchConditions = (owner: OwnerScope, search: MessageSearch, at: Bindings, prefix: string): SQL[] => {
    const conditions: SQL[] = [];
    if (search.transferId !== undefined) {
      conditions.push(eq(clientMessage.transferId, at.bind(`${prefix}transferId`, search.transferId)));
    }
    if (search.propertyAddress1Contains !== undefined) {
      // Only the owner's own transfers are searched, whatever the message row says.
      const matching = db
        .select({ id: transfer.id })
        .from(transfer)
        .where(
          and(
            eq(transfer.clientId, at.bind(`${prefix}clientId`, owner.clientId)),
            eq(transfer.tenantId, at.bind(`${prefix}tenantId`, owner.tenantId)),
            ilike(
              transfer.propertyAddress1,
              at.bind(`${prefix}address`, containsPattern(search.propertyAddress1Contains)),
            ),
          ),
        );
      conditions.push(inArray(clientMessage.transferId, matching));
    }
    if (search.tenantNameContains !== undefined) {
      const matching = db
        .select({ id: tenant.id })
        .from(tenant)
        .where(ilike(tenant.name, at.bind(`${prefix}tenantName`, containsPattern(search.tenantNameContains))));
      conditions.push(inArray(clientMessage.tenantId, matching));
    }
    return conditions;
  };

  /** The filter as conditions over placeholders; `at` gets their values and the shape. */
  const conditionsOf = (owner: OwnerScope, filter: ClientMessageFilter, at: Bindings): SQL[] => {
    const conditions: SQL[] = [
      eq(clientMessage.clientId, at.bind('clientId', owner.clientId)),
      eq(clientMessage.tenantId, at.bind('tenantId', owner.tenantId)),
    ];
    if (filter.id !== undefined) conditions.push(eq(clientMessage.id, at.bind('id', filter.id)));
    if (filter.types !== undefined) conditions.push(isAnyOf(clientMessage.type, at.bind('types', filter.types)));
    if (filter.createdAtGte !== undefined) {
      conditions.push(gte(clientMessage.createdAt, at.bind('createdAtGte', isoDate(filter.createdAtGte))));
    }
    if (filter.createdAtLte !== undefined) {
      conditions.push(lte(clientMessage.createdAt, at.bind('createdAtLte', isoDate(filter.createdAtLte))));
    }
    if (filter.search) conditions.push(...searchConditions(owner, filter.search, at, 'search.'));
    if (filter.anyOf && filter.anyOf.length > 0) {
      const branches = filter.anyOf.map((branch, index) => {
        at.mark(`or${index}`);
        return and(...searchConditions(owner, branch, at, `or${index}.`));
      });
      // An empty branch ({}) matches everything, as Keystone's OR: [{}] would.
      if (branches.every((branch) => branch !== undefined)) conditions.push(or(...branches)!);
    }
    return conditions;
  };

  const matchesNothing = (filter: ClientMessageFilter) => filter.types?.length === 0;
  const lists = new PreparedQueries<PreparedRows<ClientMessageRow>>();
  const counts = new PreparedQueries<PreparedRows<{ value: number }>>();

  return {
    /** With `columns`, only those are read and the rows hold only them (see graphql/selected-columns.ts). */
    async findOwn(
      owner: OwnerScope,
      filter: ClientMessageFilter,
      order: ClientMessageOrder[],
      page: { limit: number; offset: number },
      columns?: readonly ClientMessageColumn[],
    ): Promise<ClientMessageRow[]> {
      if (matchesNothing(filter)) return [];
      const at = new Bindings();
      const conditions = conditionsOf(owner, filter, at);
      for (const { field, direction } of order) at.mark(`${field} ${direction}`);
      at.mark(columns ? columns.join(' ') : '*');
      const query = lists.get(at.key, () => {
        const all = getTableColumns(clientMessage);
        const selection = columns ? Object.fromEntries(columns.map((column) => [column, all[column]])) : all;
        return db
          .select(selection)
          .from(clientMessage)
          .where(and(...conditions))
          .orderBy(
            ...order.map(({ field, direction }) => (direction === 'asc' ? asc : desc)(clientMessage[field])),
            desc(clientMessage.id),
          )
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare('') as unknown as PreparedRows<ClientMessageRow>;
      });
      return query.execute({ ...at.values, limit: page.limit, offset: page.offset });
    },

    async countOwn(owner: OwnerScope, filter: ClientMessageFilter): Promise<number> {
      if (matchesNothing(filter)) return 0;
      const at = new Bindings();
      const conditions = conditionsOf(owner, filter, at);
      const query = counts.get(at.key, () =>
        db
          .select({ value: count() })
          .from(clientMessage)
          .where(and(...conditions))
          .prepare(''),
      );
      const [row] = await query.execute(at.values);
      return Number(row?.value ?? 0);
    },
  };
}

export type ClientMessageRepository = ReturnType<typeof createClientMessageRepository>;
