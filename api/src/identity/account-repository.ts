import { and, eq } from 'drizzle-orm';
import type { Locale } from '@portal/shared/i18n';
import type { Database, Transaction } from '../platform/database/database';
import { client, type ClientRow, loginUser, tenant } from '../platform/database/schema';

export type { ClientRow };
export type NewClient = typeof client.$inferInsert;
export type LoginUserRow = typeof loginUser.$inferSelect;
export type NewLoginUser = typeof loginUser.$inferInsert;

/** The tenant fields sign-in needs: its id for scoping, its name and language for the SMS text. */
export interface TenantRef {
  id: string;
  name: string;
  /** The language of a client who has not chosen one. */
  defaultLanguage: Locale;
}

export function createAccountRepository(db: Database | Transaction) {
  return {
    async findTenantByIdentifier(identifier: string): Promise<TenantRef | null> {
      const [row] = await db
        .select({ id: tenant.id, name: tenant.name, defaultLanguage: tenant.defaultLanguage })
        .from(tenant)
        .where(eq(tenant.identifier, identifier));
      return row ?? null;
    },

    async findClientByPhone(tenantId: string, mobilePhone: string): Promise<ClientRow | null> {
      const [row] = await db
        .select()
        .from(client)
        .where(and(eq(client.tenantId, tenantId), eq(client.mobilePhone, mobilePhone)));
      return row ?? null;
    },

    /** Callers pass a UUID: anything else would be a cast error in PostgreSQL. */
    async findClient(tenantId: string, clientId: string): Promise<ClientRow | null> {
      const [row] = await db
        .select()
        .from(client)
        .where(and(eq(client.tenantId, tenantId), eq(client.id, clientId)));
      return row ?? null;
    },

    async findLoginUser(clientId: string): Promise<LoginUserRow | null> {
      const [row] = await db.select().from(loginUser).where(eq(loginUser.clientId, clientId));
      return row ?? null;
    },

    async createClient(values: NewClient): Promise<ClientRow> {
      const [row] = await db.insert(client).values(values).returning();
      return row!;
    },

    async createLoginUser(values: NewLoginUser): Promise<LoginUserRow> {
      const [row] = await db.insert(loginUser).values(values).returning();
      return row!;
    },

    /** Undoes the registration of a client the tenant created: only its login user goes. */
    async deleteLoginUser(tenantId: string, clientId: string): Promise<void> {
      await db.delete(loginUser).where(and(eq(loginUser.clientId, clientId), eq(loginUser.tenantId, tenantId)));
    },

    /**
     * Undoes a registration whose first code could not be texted: the client and its login
     * user, created moments ago and never signed in (nothing else refers to them yet).
     */
    /** The language a registration was made in: the person registering has just chosen it. */
    async setLanguage(tenantId: string, clientId: string, language: Locale): Promise<void> {
      await db
        .update(client)
        .set({ language })
        .where(and(eq(client.id, clientId), eq(client.tenantId, tenantId)));
    },

    async deleteRegistration(tenantId: string, clientId: string): Promise<void> {
      await db.delete(loginUser).where(and(eq(loginUser.clientId, clientId), eq(loginUser.tenantId, tenantId)));
      await db.delete(client).where(and(eq(client.id, clientId), eq(client.tenantId, tenantId)));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
