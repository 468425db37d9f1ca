import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MessageType } from '@portal/shared/constants';
import type { Database } from '../platform/database/database';
import { clientMessage, type ClientMessageRow, tenant, transfer } from '../platform/database/schema';
import { normalizeConfirmationCode } from '@portal/shared/constants';
import { containsPattern, isAnyOf, type OwnerScope, type SortDirection } from '../platform/database/owner-scope';
import { Bindings, isoDate, PreparedQueries, type PreparedRows } from '../platform/database/prepared-queries';

export type { ClientMessageRow };
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
  /**
   * A search's values bound to placeholders (`at` gets the values and the shape) and how to
   * build its conditions over them: built only when a shape is prepared the first time, so a
   * request whose shape is known builds no SQL objects or subqueries (ADR 48).
   */
  const searchConditions = (owner: OwnerScope, search: MessageSearch, at: Bindings, prefix: string): (() => SQL[]) => {
    const transferId = search.transferId !== undefined ? at.bind(`${prefix}transferId`, search.transferId) : undefined;
    const address =
      search.propertyAddress1Contains !== undefined
        ? {
            clientId: at.bind(`${prefix}clientId`, owner.clientId),
            tenantId: at.bind(`${prefix}tenantId`, owner.tenantId),
            pattern: at.bind(`${prefix}address`, containsPattern(search.propertyAddress1Contains)),
            // The search box also finds a transfer by its confirmation code, typed any way.
            code: at.bind(`${prefix}code`, normalizeConfirmationCode(search.propertyAddress1Contains) ?? ''),
          }
        : undefined;
    const tenantName =
      search.tenantNameContains !== undefined
        ? at.bind(`${prefix}tenantName`, containsPattern(search.tenantNameContains))
        : undefined;
    return () => {
      const conditions: SQL[] = [];
      if (transferId) conditions.push(eq(clientMessage.transferId, transferId));
      if (address) {
        // Only the owner's own transfers are searched, whatever the message row says.
        const matching = db
          .select({ id: transfer.id })
          .from(transfer)
          .where(
            and(
              eq(transfer.clientId, address.clientId),
              eq(transfer.tenantId, address.tenantId),
              or(ilike(transfer.propertyAddress1, address.pattern), eq(transfer.confirmationCode, address.code)),
            ),
          );
        conditions.push(inArray(clientMessage.transferId, matching));
      }
      if (tenantName) {
        const matching = db.select({ id: tenant.id }).from(tenant).where(ilike(tenant.name, tenantName));
        conditions.push(inArray(clientMessage.tenantId, matching));
      }
      return conditions;
    };
  };

  /** The filter's values bound to placeholders, and how to build its conditions (as above). */
  const conditionsOf = (owner: OwnerScope, filter: ClientMessageFilter, at: Bindings): (() => SQL[]) => {
    const clientId = at.bind('clientId', owner.clientId);
    const tenantId = at.bind('tenantId', owner.tenantId);
    const id = filter.id !== undefined ? at.bind('id', filter.id) : undefined;
    const types = filter.types !== undefined ? at.bind('types', filter.types) : undefined;
    const createdAtGte =
      filter.createdAtGte !== undefined ? at.bind('createdAtGte', isoDate(filter.createdAtGte)) : undefined;
    const createdAtLte =
      filter.createdAtLte !== undefined ? at.bind('createdAtLte', isoDate(filter.createdAtLte)) : undefined;
    const search = filter.search ? searchConditions(owner, filter.search, at, 'search.') : undefined;
    const branches =
      filter.anyOf && filter.anyOf.length > 0
        ? filter.anyOf.map((branch, index) => {
            at.mark(`or${index}`);
            return searchConditions(owner, branch, at, `or${index}.`);
          })
        : undefined;
    return () => {
      const conditions: SQL[] = [eq(clientMessage.clientId, clientId), eq(clientMessage.tenantId, tenantId)];
      if (id) conditions.push(eq(clientMessage.id, id));
      if (types) conditions.push(isAnyOf(clientMessage.type, types));
      if (createdAtGte) conditions.push(gte(clientMessage.createdAt, createdAtGte));
      if (createdAtLte) conditions.push(lte(clientMessage.createdAt, createdAtLte));
      if (search) conditions.push(...search());
      if (branches) {
        const built = branches.map((branch) => and(...branch()));
        // An empty branch ({}) matches everything, as Keystone's OR: [{}] would.
        if (built.every((branch) => branch !== undefined)) conditions.push(or(...built)!);
      }
      return conditions;
    };
  };

  const matchesNothing = (filter: ClientMessageFilter) => filter.types?.length === 0;
  const lists = new PreparedQueries<PreparedRows<ClientMessageRow>>();
  const counts = new PreparedQueries<PreparedRows<{ value: number }>>();

  return {
    /** With `columns`, only those are read and the rows hold only them (see platform/graphql/selected-columns.ts). */
    async findOwn(
      owner: OwnerScope,
      filter: ClientMessageFilter,
      order: ClientMessageOrder[],
      page: { limit: number; offset: number },
      columns?: readonly ClientMessageColumn[],
    ): Promise<ClientMessageRow[]> {
      if (matchesNothing(filter)) return [];
      const at = new Bindings();
      const buildConditions = conditionsOf(owner, filter, at);
      for (const { field, direction } of order) at.mark(`${field} ${direction}`);
      at.mark(columns ? columns.join(' ') : '*');
      const query = lists.get(at.key, () => {
        const all = getTableColumns(clientMessage);
        const selection = columns ? Object.fromEntries(columns.map((column) => [column, all[column]])) : all;
        return db
          .select(selection)
          .from(clientMessage)
          .where(and(...buildConditions()))
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
      const buildConditions = conditionsOf(owner, filter, at);
      const query = counts.get(at.key, () =>
        db
          .select({ value: count() })
          .from(clientMessage)
          .where(and(...buildConditions()))
          .prepare(''),
      );
      const [row] = await query.execute(at.values);
      return Number(row?.value ?? 0);
    },
  };
}

export type ClientMessageRepository = ReturnType<typeof createClientMessageRepository>;
