import { CLIENT_NOT_FOUND, PHONE_NOT_REGISTERED } from '@portal/shared/constants';
import { eq } from 'drizzle-orm';
import { hashSessionToken } from '../../src/identity/session-token';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '../../src/identity/session-service';
import { client, session } from '../../src/platform/database/schema';
import { createTestClient, createTestSession, randomTestPhone } from '../support/auth-fixtures';
import {
  headers,
  logout,
  register,
  registrationBody,
  requestLogin,
  signUp,
  TENANT_IDS,
  verify,
} from '../support/auth-api';
import { HOSTS, useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';

const MINUTE = 60_000;
const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 };
const UNAUTHENTICATED = { message: CLIENT_NOT_FOUND, code: 'UNAUTHENTICATED' };

describe.each(driversFor('one'))('login and sessions (%s)', (driver) => {
  const clock = new TestClock();
  const context = useTestApp(driver, { authRateLimits: GENEROUS_IP_LIMITS }, { clock: clock.now });

  /** An authenticated call: the client's own sensitive data (200), or 401 without a valid session. */
  const probe = (owner: { clientId: string; tenantId: string }, token: string, host: string = HOSTS.demo) =>
    context.app.inject({
      method: 'GET',
      url: `/api/security/customer/${owner.clientId}/${owner.tenantId}`,
      headers: headers({ host, token }),
    });

  it('tells an unregistered phone to create an account', async () => {
    const response = await requestLogin(context.app, randomTestPhone());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PHONE_NOT_REGISTERED, code: 'NOT_FOUND' });
  });

  it('treats a phone registered only at another tenant as unregistered', async () => {
    const phone = randomTestPhone();
    await register(context.app, registrationBody(phone), { host: HOSTS.acme, tenantId: TENANT_IDS.acme });
    expect((await requestLogin(context.app, phone, { host: HOSTS.demo })).json().message).toBe(PHONE_NOT_REGISTERED);
  });

  it('texts a registered phone a code whose verification opens a working session', async () => {
    const phone = randomTestPhone();
    const registered = await createTestClient(context.database.db, { tenantId: TENANT_IDS.demo, mobilePhone: phone });

    const login = await requestLogin(context.app, phone.slice(2));
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    const verified = await verify(context.app, login.json().attempt, context.sms.lastCodeTo(phone));
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({
      client: { id: registered.id, mobilePhone: phone, tenant: { id: TENANT_IDS.demo } },
      loginUser: { phoneNumber: phone, roles: ['portal_admin'], newUserRole: 'portal_client' },
    });
    expect(new Date(body.expiresAt).getTime()).toBe(clock.now().getTime() + SESSION_ABSOLUTE_LIFETIME_MS);

    // Only the token's hash is stored.
    const [stored] = await context.database.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, hashSessionToken(body.token)));
    expect(stored).toMatchObject({ clientId: registered.id, tenantId: TENANT_IDS.demo, revokedAt: null });
    expect(JSON.stringify(stored)).not.toContain(body.token);

    expect((await probe({ clientId: registered.id, tenantId: TENANT_IDS.demo }, body.token)).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const owner = await signUp(context.app, context.sms, randomTestPhone());
    expect((await probe(owner, owner.token)).statusCode).toBe(200);
    const loggedOut = await logout(context.app, owner.token);
    expect(loggedOut.statusCode).toBe(204);
    const after = await probe(owner, owner.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED);
    expect((await logout(context.app, owner.token)).statusCode).toBe(401);
  });

  it('ends a session left idle for 30 minutes; activity keeps it alive', async () => {
    const owner = await signUp(context.app, context.sms, randomTestPhone());
    clock.advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await probe(owner, owner.token)).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await probe(owner, owner.token)).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_TIMEOUT_MS);
    expect((await probe(owner, owner.token)).json()).toEqual(UNAUTHENTICATED);
  });

  it('ends a session 12 hours after sign-in, however active', async () => {
    const owner = await signUp(context.app, context.sms, randomTestPhone());
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_LIFETIME_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await probe(owner, owner.token)).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await probe(owner, owner.token)).json()).toEqual(UNAUTHENTICATED);
  });

  it('refuses a token on another tenant’s host, whatever ids the path names', async () => {
    const owner = await signUp(context.app, context.sms, randomTestPhone());
    const elsewhere = await probe(owner, owner.token, HOSTS.acme);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual(UNAUTHENTICATED);
    expect((await probe(owner, owner.token, HOSTS.demo)).statusCode).toBe(200);
  });

  it('refuses unknown, malformed and missing tokens, and a deactivated client’s', async () => {
    const owner = await signUp(context.app, context.sms, randomTestPhone());
    for (const token of ['A'.repeat(43), 'not-a-token', `${owner.token}x`]) {
      expect((await probe(owner, token)).json()).toEqual(UNAUTHENTICATED);
    }
    const noHeader = await context.app.inject({
      method: 'GET',
      url: `/api/security/customer/${owner.clientId}/${owner.tenantId}`,
      headers: { host: HOSTS.demo },
    });
    expect(noHeader.statusCode).toBe(401);

    await context.database.db.update(client).set({ active: false }).where(eq(client.id, owner.clientId));
    expect((await probe(owner, owner.token)).statusCode).toBe(401);
  });

  it('gives tests a signed-in session without SMS through createTestSession', async () => {
    const registered = await createTestClient(context.database.db, { tenantId: TENANT_IDS.demo });
    const owner = { clientId: registered.id, tenantId: TENANT_IDS.demo };
    const token = await createTestSession(context.database.db, owner, clock.now);
    expect((await probe(owner, token)).statusCode).toBe(200);
  });

  it('leaves public routes working with an expired token (the shell signs out on its own)', async () => {
    const owner = await signUp(context.app, context.sms, randomTestPhone());
    await logout(context.app, owner.token);
    const publicKey = await context.app.inject({
      method: 'GET',
      url: '/api/security/public-key',
      headers: headers({ token: owner.token }),
    });
    expect(publicKey.statusCode).toBe(200);
  });
});
