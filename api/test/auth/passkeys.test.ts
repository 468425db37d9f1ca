import { english } from '../../src/i18n';
import { and, eq } from 'drizzle-orm';
import { PASSKEY_ADDED_SUBJECT } from '../../src/identity/passkeys/passkey-email';
import {
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_RECOGNIZED,
  PASSKEY_REQUEST_EXPIRED,
  SIGN_IN_AGAIN_TO_ADD,
} from '../../src/identity/passkeys/passkey-service';
import { client, job, passkey, securityEvent } from '../../src/platform/database/schema';
import { randomTestPhone } from '../support/auth-fixtures';
import { headers, requestLogin, signUp, type RequestOptions } from '../support/auth-api';
import { assertion, createCredential, type SoftCredential } from '../support/soft-authenticator';
import { HOSTS, useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';

const MINUTE = 60_000;
const ORIGIN = { demo: `http://${HOSTS.demo}`, acme: `http://${HOSTS.acme}` };
const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 };

describe.each(driversFor('both'))('passkeys (%s)', (driver) => {
  const clock = new TestClock();
  const context = useTestApp(driver, { authRateLimits: GENEROUS_IP_LIMITS }, { clock: clock.now });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    options: RequestOptions = {},
  ) => context.app.inject({ method, url: `/api${url}`, headers: headers(options), payload });

  /** A client signed in by text code just now, with an e-mail (step 2 done). */
  async function signedIn() {
    const phone = randomTestPhone();
    const session = await signUp(context.app, context.sms, phone);
    const email = `pk.${phone.slice(2)}@example.com`;
    await context.database.db.update(client).set({ email }).where(eq(client.id, session.clientId));
    return { ...session, phone, email };
  }

  async function addPasskey(
    token: string,
    { backupEligible = true, name }: { backupEligible?: boolean; name?: string } = {},
  ) {
    const options = (await call('POST', '/passkeys/registration/options', undefined, { token })).json();
    const made = createCredential(options, ORIGIN.demo, { backupEligible });
    const added = await call('POST', '/passkeys/registration', { response: made.response, name }, { token });
    expect(added.statusCode).toBe(201);
    return { credential: made.credential, view: added.json() };
  }

  async function signInWith(
    credential: SoftCredential,
    options: RequestOptions & { counter?: number; origin?: string } = {},
  ) {
    const { counter, origin = ORIGIN.demo, ...request } = options;
    const { challenge } = (await call('POST', '/auth/passkey/options', undefined, request)).json();
    const response = assertion(credential, challenge, origin, counter === undefined ? {} : { counter });
    return { response, answer: await call('POST', '/auth/passkey', { response }, request) };
  }

  it('adds a passkey after a text-code sign-in: listed, audited and announced by e-mail', async () => {
    const owner = await signedIn();
    const { view } = await addPasskey(owner.token, { name: 'Work laptop' });
    expect(view).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
      backedUp: true,
    });
    expect((await call('GET', '/passkeys', undefined, { token: owner.token })).json()).toEqual([view]);

    const { db } = context.database;
    const [stored] = await db.select().from(passkey).where(eq(passkey.id, view.id));
    expect(stored).toMatchObject({ rpId: 'demo.localhost', clientId: owner.clientId, deviceType: 'multiDevice' });
    const events = await db.select().from(securityEvent).where(eq(securityEvent.clientId, owner.clientId));
    expect(events.map((event) => event.kind)).toEqual(['passkey.added']);
    const emails = await db
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `passkey-added:${view.id}`));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload).toMatchObject({ to: [owner.email], subject: PASSKEY_ADDED_SUBJECT });
    expect(PASSKEY_ADDED_SUBJECT).toBe('A passkey was added to your account');
  });

  it('needs a fresh sign-in to add one', async () => {
    const owner = await signedIn();
    clock.advance(11 * MINUTE);
    const refused = await call('POST', '/passkeys/registration/options', undefined, { token: owner.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(english(SIGN_IN_AGAIN_TO_ADD));
    expect((await call('POST', '/passkeys/registration/options')).statusCode).toBe(401);
  });

  it('signs in with the passkey, with no text message, and records its use', async () => {
    const owner = await signedIn();
    const { credential, view } = await addPasskey(owner.token);
    const texts = context.sms.messagesTo(owner.phone).length;
    clock.advance(MINUTE);
    const { answer } = await signInWith(credential);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ token: expect.any(String), client: { id: owner.clientId } });
    expect(context.sms.messagesTo(owner.phone)).toHaveLength(texts);
    const probe = await call('GET', '/passkeys', undefined, { token: answer.json().token });
    expect(probe.json()).toEqual([{ ...view, lastUsedAt: clock.now().toISOString() }]);
  });

  it('refuses a replayed challenge, and an expired one', async () => {
    const owner = await signedIn();
    const { credential } = await addPasskey(owner.token);
    const { response, answer } = await signInWith(credential);
    expect(answer.statusCode).toBe(200);
    const replayed = await call('POST', '/auth/passkey', { response });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(english(PASSKEY_REQUEST_EXPIRED));

    const { challenge } = (await call('POST', '/auth/passkey/options')).json();
    clock.advance(5 * MINUTE + 1000);
    const late = await call('POST', '/auth/passkey', { response: assertion(credential, challenge, ORIGIN.demo) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(english(PASSKEY_REQUEST_EXPIRED));
  });

  it('refuses a registration challenge answered twice', async () => {
    const owner = await signedIn();
    const options = (await call('POST', '/passkeys/registration/options', undefined, { token: owner.token })).json();
    const made = createCredential(options, ORIGIN.demo);
    expect(
      (await call('POST', '/passkeys/registration', { response: made.response }, { token: owner.token })).statusCode,
    ).toBe(201);
    const again = await call('POST', '/passkeys/registration', { response: made.response }, { token: owner.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(english(PASSKEY_REQUEST_EXPIRED));
  });

  it('refuses a counter going backwards, and audits the refusal', async () => {
    const owner = await signedIn();
    const { credential } = await addPasskey(owner.token);
    expect((await signInWith(credential, { counter: 7 })).answer.statusCode).toBe(200);
    const cloned = await signInWith(credential, { counter: 5 });
    expect(cloned.answer.statusCode).toBe(400);
    expect(cloned.answer.json().message).toBe(english(PASSKEY_NOT_RECOGNIZED));
    const refusals = await context.database.db
      .select()
      .from(securityEvent)
      .where(and(eq(securityEvent.clientId, owner.clientId), eq(securityEvent.kind, 'passkey.refused')));
    expect(refusals).toHaveLength(1);
    expect((await signInWith(credential, { counter: 8 })).answer.statusCode).toBe(200);
  });

  it('refuses a single-device passkey that turns up as synced', async () => {
    const owner = await signedIn();
    const { credential } = await addPasskey(owner.token, { backupEligible: false });
    const { challenge } = (await call('POST', '/auth/passkey/options')).json();
    const forged = assertion(credential, challenge, ORIGIN.demo, { backupEligible: true });
    expect((await call('POST', '/auth/passkey', { response: forged })).json().message).toBe(
      english(PASSKEY_NOT_RECOGNIZED),
    );
  });

  it("refuses demo's passkey on acme", async () => {
    const owner = await signedIn();
    const { credential } = await addPasskey(owner.token);
    // As acme's page would send it, and as demo's page would: neither signs in at acme.
    const atAcme = await signInWith(credential, { host: HOSTS.acme, origin: ORIGIN.acme });
    expect(atAcme.answer.statusCode).toBe(400);
    expect(atAcme.answer.json().message).toBe(english(PASSKEY_NOT_RECOGNIZED));
    const asDemo = await signInWith(credential, { host: HOSTS.acme });
    expect(asDemo.answer.statusCode).toBe(400);
  });

  it('renames and removes a passkey; a removed one no longer signs in; nobody else can touch it', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { credential, view } = await addPasskey(owner.token);

    expect((await call('PATCH', `/passkeys/${view.id}`, { name: 'Mine' }, { token: other.token })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/passkeys/${view.id}`, undefined, { token: other.token })).json().message).toBe(
      english(PASSKEY_NOT_FOUND),
    );
    expect((await call('PATCH', `/passkeys/${view.id}`, { name: '' }, { token: owner.token })).statusCode).toBe(400);
    const renamed = await call('PATCH', `/passkeys/${view.id}`, { name: '  Phone  ' }, { token: owner.token });
    expect(renamed.json()).toMatchObject({ id: view.id, name: 'Phone' });

    expect((await call('DELETE', `/passkeys/${view.id}`, undefined, { token: owner.token })).statusCode).toBe(204);
    expect((await call('GET', '/passkeys', undefined, { token: owner.token })).json()).toEqual([]);
    const after = await signInWith(credential);
    expect(after.answer.statusCode).toBe(400);
    const kinds = (
      await context.database.db.select().from(securityEvent).where(eq(securityEvent.clientId, owner.clientId))
    ).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['passkey.added', 'passkey.renamed', 'passkey.removed']));
  });

  it('signs its owner in whatever the text-code budget says', async () => {
    const owner = await signedIn();
    const { credential } = await addPasskey(owner.token);
    clock.advance(24 * 60 * MINUTE);
    for (let requester = 1; requester <= 10; requester++) {
      await requestLogin(context.app, owner.phone, { remoteAddress: `192.0.2.${requester}` });
    }
    expect((await requestLogin(context.app, owner.phone, { remoteAddress: '198.51.100.99' })).statusCode).toBe(429);
    expect((await signInWith(credential)).answer.statusCode).toBe(200);
  });
});
