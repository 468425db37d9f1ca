import { randomInt } from 'node:crypto';
import { ADMIN_ROLE, CLIENT_ROLE } from '@portal/shared/constants';
import type { ClientRow } from '../../src/identity/account-repository';
import { createAuthStore } from '../../src/identity/auth-store';
import { systemClock, type Clock } from '../../src/platform/clock';
import { createSessionService } from '../../src/identity/session-service';
import type { Database } from '../../src/platform/database/database';

/**
 * A phone no other test uses (tests share one PostgreSQL database per run): +1 555 and seven
 * random digits. 555 numbers are fictional, and none is a sandbox SMS magic number.
 */
export function randomTestPhone(): string {
  return `+1555${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

/** A registered client (and its login user) of `tenantId`, without going through the SMS flow. */
export async function createTestClient(
  db: Database,
  {
    tenantId,
    mobilePhone = randomTestPhone(),
    firstName = 'Test',
    lastName = 'Client',
  }: { tenantId: string; mobilePhone?: string; firstName?: string; lastName?: string },
): Promise<ClientRow> {
  const store = createAuthStore(db);
  return store.transaction(async ({ accounts }) => {
    const client = await accounts.createClient({ tenantId, firstName, lastName, mobilePhone });
    await accounts.createLoginUser({
      clientId: client.id,
      tenantId,
      phoneNumber: mobilePhone,
      name: `${firstName} ${lastName}`,
      roles: [ADMIN_ROLE],
      newUserRole: CLIENT_ROLE,
    });
    return client;
  });
}

/**
 * A signed-in session of the client, as code verification would open it; returns the bearer
 * token. Pass the app's clock when the test moves time.
 */
export async function createTestSession(
  db: Database,
  owner: { clientId: string; tenantId: string },
  clock: Clock = systemClock,
): Promise<string> {
  const store = createAuthStore(db);
  const { token } = await createSessionService({ store, clock }).start(store, owner);
  return token;
}
