import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { AppError } from '../platform/http/errors';
import {
  bankAccount,
  client,
  type ClientRow,
  loginUser,
  office,
  realtor,
  tenant,
  tenantApiIdempotency,
  transferType,
} from '../platform/database/schema';

export type { ClientRow };

export const CLIENT_DEACTIVATED = 'The client with this mobile phone is deactivated';

/**
 * What the tenant API reads and writes besides transfers, always within the key's tenant:
 * its clients (found or created by phone), offices, realtors, escrow account, payout
 * defaults, step-up amount, and the idempotency keys of its creates.
 */
export function createTenantDirectoryRepository(db: Database | Transaction) {
  return {
    async findTenant(tenantId: string) {
      const [row] = await db.select().from(tenant).where(eq(tenant.id, tenantId));
      return row ?? null;
    },

    /** The tenant's payout defaults, changed where `changes` names them; null for an unknown tenant. */
    async updatePayoutDefaults(
      tenantId: string,
      changes: Partial<Pick<typeof tenant.$inferSelect, 'payoutSpeed' | 'instantFallback' | 'sameDayDebits'>>,
    ) {
      const [row] = await db
        .update(tenant)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(tenant.id, tenantId))
        .returning({
          payoutSpeed: tenant.payoutSpeed,
          instantFallback: tenant.instantFallback,
          sameDayDebits: tenant.sameDayDebits,
        });
      return row ?? null;
    },

    /** The tenant's step-up amount in cents (null: off); null for an unknown tenant. */
    async updateStepUpAbove(tenantId: string, stepUpAboveCents: number | null) {
      const [row] = await db
        .update(tenant)
        .set({ stepUpAboveCents, updatedAt: new Date() })
        .where(eq(tenant.id, tenantId))
        .returning({ stepUpAboveCents: tenant.stepUpAboveCents });
      return row ?? null;
    },

    /**
     * The tenant's client with this phone, created when new (no login user: the person
     * completes the registration in the portal). A concurrent create of the same phone
     * conflicts on (tenant, phone) and reads the winner's row.
     */
    async findOrCreateClient(
      tenantId: string,
      values: {
        mobilePhone: string;
        firstName: string;
        lastName: string;
        middleName: string | null;
        email: string | null;
      },
    ): Promise<{ client: ClientRow; created: boolean }> {
      const [inserted] = await db
        .insert(client)
        .values({ tenantId, ...values })
        .onConflictDoNothing({ target: [client.tenantId, client.mobilePhone] })
        .returning();
      if (inserted) return { client: inserted, created: true };
      const [existing] = await db
        .select()
        .from(client)
        .where(and(eq(client.tenantId, tenantId), eq(client.mobilePhone, values.mobilePhone)));
      if (!existing) throw new Error('A client insert conflicted but no client has its phone');
      // The tenant deactivated this client: no new transfers to it (reactivating is a decision, not a side effect).
      if (!existing.active) throw new AppError('CONFLICT', 409, CLIENT_DEACTIVATED);
      return { client: existing, created: false };
    },

    async hasLoginUser(clientId: string): Promise<boolean> {
      const [row] = await db.select({ id: loginUser.id }).from(loginUser).where(eq(loginUser.clientId, clientId));
      return row !== undefined;
    },

    async isTenantOffice(tenantId: string, officeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: office.id })
        .from(office)
        .where(and(eq(office.tenantId, tenantId), eq(office.id, officeId), eq(office.active, true)));
      return row !== undefined;
    },

    async isTenantRealtor(tenantId: string, realtorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: realtor.id })
        .from(realtor)
        .where(and(eq(realtor.tenantId, tenantId), eq(realtor.id, realtorId), eq(realtor.active, true)));
      return row !== undefined;
    },

    /** The tenant's active escrow account (the oldest, when it has several). */
    async escrowAccountId(tenantId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: bankAccount.id })
        .from(bankAccount)
        .where(
          and(eq(bankAccount.tenantId, tenantId), eq(bankAccount.ownerType, 'tenant'), eq(bankAccount.active, true)),
        )
        .orderBy(asc(bankAccount.createdAt), asc(bankAccount.id))
        .limit(1);
      return row?.id ?? null;
    },

    async transferTypeId(name: string): Promise<string | null> {
      const [row] = await db.select({ id: transferType.id }).from(transferType).where(eq(transferType.name, name));
      return row?.id ?? null;
    },

    /**
     * Claims an idempotency key for this request. PostgreSQL makes a concurrent claim of the
     * same key wait for this transaction, then find the key taken: one create per key.
     * Returns null when claimed now, else what the first request recorded.
     */
    async claimIdempotencyKey(
      tenantId: string,
      key: string,
      requestHash: string,
    ): Promise<{ requestHash: string; transferId: string | null } | null> {
      const [claimed] = await db
        .insert(tenantApiIdempotency)
        .values({ tenantId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: tenantApiIdempotency.key });
      if (claimed) return null;
      const [existing] = await db
        .select({ requestHash: tenantApiIdempotency.requestHash, transferId: tenantApiIdempotency.transferId })
        .from(tenantApiIdempotency)
        .where(and(eq(tenantApiIdempotency.tenantId, tenantId), eq(tenantApiIdempotency.key, key)));
      if (!existing) throw new Error('An idempotency key insert conflicted but no row has the key');
      return existing;
    },

    async completeIdempotencyKey(tenantId: string, key: string, transferId: string): Promise<void> {
      await db
        .update(tenantApiIdempotency)
        .set({ transferId })
        .where(and(eq(tenantApiIdempotency.tenantId, tenantId), eq(tenantApiIdempotency.key, key)));
    },
  };
}

export type TenantDirectoryRepository = ReturnType<typeof createTenantDirectoryRepository>;
