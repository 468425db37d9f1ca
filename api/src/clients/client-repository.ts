import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/database/database';
import { client, type ClientRow } from '../platform/database/schema';
import type { OwnerScope } from '../platform/database/owner-scope';
import { Bindings, PreparedQueries, type PreparedRows } from '../platform/database/prepared-queries';

export type { ClientRow };
export type ClientChanges = Partial<
  Pick<
    typeof client.$inferInsert,
    | 'email'
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'address1'
    | 'address2'
    | 'city'
    | 'state'
    | 'zipcode'
    | 'propertyAddress1'
    | 'propertyAddress2'
    | 'propertyCity'
    | 'propertyState'
    | 'propertyZipcode'
    | 'noticeChannel'
    | 'language'
  >
>;

export interface ClientFilter {
  id?: string;
  mobilePhone?: string;
}

/** Ids passed here are UUIDs (services check first): anything else is a cast error in PostgreSQL. */
export function createClientRepository(db: Database) {
  const own = (owner: OwnerScope) => [eq(client.id, owner.clientId), eq(client.tenantId, owner.tenantId)];
  const owned = new PreparedQueries<PreparedRows<ClientRow>>();

  return {
    /** The owner's client row when it also matches the filter: zero or one row. */
    async findOwn(owner: OwnerScope, filter: ClientFilter = {}): Promise<ClientRow[]> {
      // The shell's sign-in check runs this on every page load: prepared per shape (ADR 41).
      // The conditions are built only when a shape is prepared the first time (ADR 48).
      const at = new Bindings();
      const clientId = at.bind('clientId', owner.clientId);
      const tenantId = at.bind('tenantId', owner.tenantId);
      const id = filter.id !== undefined ? at.bind('id', filter.id) : undefined;
      const mobilePhone = filter.mobilePhone !== undefined ? at.bind('mobilePhone', filter.mobilePhone) : undefined;
      const query = owned.get(at.key, () =>
        db
          .select()
          .from(client)
          .where(
            and(
              eq(client.id, clientId),
              eq(client.tenantId, tenantId),
              id && eq(client.id, id),
              mobilePhone && eq(client.mobilePhone, mobilePhone),
            ),
          )
          .prepare(''),
      );
      return query.execute(at.values);
    },

    async findByIds(ids: readonly string[]): Promise<ClientRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(client)
        .where(inArray(client.id, [...ids]))
        .orderBy(asc(client.id));
    },

    /** Null when the owner's row does not exist (never another client's). */
    async updateOwn(owner: OwnerScope, changes: ClientChanges): Promise<ClientRow | null> {
      if (Object.keys(changes).length === 0) return (await this.findOwn(owner))[0] ?? null;
      const [row] = await db
        .update(client)
        .set(changes)
        .where(and(...own(owner)))
        .returning();
      return row ?? null;
    },
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;
