import { english } from '../../src/i18n';
import { ACCOUNT_EXISTS, TENANT_NOT_FOUND } from '@portal/shared/constants';
import { VALIDATION_MESSAGES } from '@portal/shared/validation';
import { eq } from 'drizzle-orm';
import { CODE_NOT_DELIVERABLE, CODE_OPTED_OUT } from '../../src/identity/code-delivery';
import { client, loginUser, phoneCode } from '../../src/platform/database/schema';
import { ProviderError } from '../../src/platform/providers';
import { randomTestPhone } from '../support/auth-fixtures';
import { register, registrationBody, TENANT_IDS, verify } from '../support/auth-api';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 };

describe.each(driversFor('one'))('registration, POST /api/users/:tenantId (%s)', (driver) => {
  const context = useTestApp(driver, { authRateLimits: GENEROUS_IP_LIMITS });

  it('creates the client and its login user in the host tenant, then texts a 6-digit code', async () => {
    const phone = randomTestPhone();
    const response = await register(context.app, registrationBody(phone));

    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    // Only the sign-in attempt: nothing of the client before its code is verified.
    expect(response.json()).toEqual({ attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    const { db } = context.database;
    const [row] = await db.select().from(client).where(eq(client.mobilePhone, phone));
    expect(row).toMatchObject({
      tenantId: TENANT_IDS.demo,
      mobilePhone: phone,
      email: null,
      firstName: 'Ana',
      middleName: 'María',
      lastName: 'Lopez',
      active: true,
    });
    const [userRow] = await db.select().from(loginUser).where(eq(loginUser.clientId, row!.id));
    expect(userRow).toMatchObject({ phoneNumber: phone, name: 'Ana María Lopez' });
    expect(userRow).toMatchObject({ tenantId: TENANT_IDS.demo, roles: ['portal_admin'], newUserRole: 'portal_client' });

    const messages = context.sms.messagesTo(phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toMatch(/^\d{6} is your Demo Title & Escrow security code\. It expires in 10 minutes\./);
    const code = context.sms.lastCodeTo(phone);

    const [codeRow] = await db.select().from(phoneCode).where(eq(phoneCode.phone, phone));
    expect(codeRow!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(codeRow)).not.toContain(code);
    expect(codeRow!.expiresAt.getTime() - codeRow!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('refuses a phone already registered at the tenant, however it is typed', async () => {
    const phone = randomTestPhone();
    expect((await register(context.app, registrationBody(phone))).statusCode).toBe(201);
    const national = phone.slice(2);
    for (const typed of [
      national,
      `1${national}`,
      `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
    ]) {
      const again = await register(context.app, registrationBody(phone, { mobilePhone: typed, firstName: 'Other' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ACCOUNT_EXISTS, code: 'CONFLICT' });
    }
    expect(context.sms.messagesTo(phone)).toHaveLength(1);
  });

  it('lets the same phone register at another tenant', async () => {
    const phone = randomTestPhone();
    expect((await register(context.app, registrationBody(phone))).statusCode).toBe(201);
    const atAcme = await register(context.app, registrationBody(phone), {
      host: HOSTS.acme,
      tenantId: TENANT_IDS.acme,
    });
    expect(atAcme.statusCode).toBe(201);
    const verified = await verify(context.app, atAcme.json().attempt, context.sms.lastCodeTo(phone), {
      host: HOSTS.acme,
      tenantId: TENANT_IDS.acme,
    });
    expect(verified.json().client.tenant).toEqual({ id: TENANT_IDS.acme });
  });

  it.each([
    ['missing names and phone', { firstName: ' ', lastName: '', mobilePhone: '' }, [VALIDATION_MESSAGES.required]],
    ['a first name over 50 characters', { firstName: 'x'.repeat(51) }, [VALIDATION_MESSAGES.maxLength]],
    ['a non-US phone', { mobilePhone: '+44 20 7946 0958' }, [VALIDATION_MESSAGES.phone]],
    ['the terms not accepted', { agreement: false }, [VALIDATION_MESSAGES.agreement]],
  ])('answers %s with the shared schema’s message', async (_case, overrides, expected) => {
    const phone = randomTestPhone();
    const response = await register(context.app, registrationBody(phone, overrides));
    expect(response.statusCode).toBe(400);
    const { message, code } = response.json();
    expect(code).toBe('BAD_USER_INPUT');
    expect(new Set(message.split('; '))).toEqual(new Set(expected));
    expect(context.sms.messagesTo(phone)).toHaveLength(0);
  });

  it('refuses a tenant id that is not the host’s tenant, creating nothing', async () => {
    const phone = randomTestPhone();
    const response = await register(context.app, registrationBody(phone), {
      host: HOSTS.demo,
      tenantId: TENANT_IDS.acme,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TENANT_NOT_FOUND, code: 'NOT_FOUND' });
    const rows = await context.database.db.select().from(client).where(eq(client.mobilePhone, phone));
    expect(rows).toEqual([]);

    const unknownHost = await register(context.app, registrationBody(phone), { host: 'nowhere.localhost:8080' });
    expect(unknownHost.statusCode).toBe(404);
    expect(unknownHost.json().message).toBe(TENANT_NOT_FOUND);
  });

  it('reports a phone the SMS provider refuses, and hides a provider outage', async () => {
    const refused = randomTestPhone();
    context.sms.failNextWith(
      new ProviderError('test-sms', '21614', "The 'To' number is not a valid mobile number.", false),
    );
    const response = await register(context.app, registrationBody(refused));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: english(CODE_NOT_DELIVERABLE), code: 'BAD_USER_INPUT' });

    // A phone that replied STOP gets no code either, and is told how to turn texts back on.
    context.sms.failNextWith(
      new ProviderError('test-sms', '21610', 'Attempt to send to unsubscribed recipient.', false),
    );
    const stopped = await register(context.app, registrationBody(randomTestPhone()));
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json()).toEqual({ message: english(CODE_OPTED_OUT), code: 'BAD_USER_INPUT' });

    context.sms.failNextWith(new ProviderError('test-sms', '20429', 'Too Many Requests.', true));
    const outage = await register(context.app, registrationBody(randomTestPhone()));
    expect(outage.statusCode).toBe(503);
    expect(outage.json()).toEqual({
      message: 'Something went wrong... please try again in a few minutes',
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 30,
    });
    // The generic message asks the person to try again; Retry-After tells a program when.
    expect(outage.headers['retry-after']).toBe('30');
  });

  it('rolls back a registration whose first code could not be texted: the retry registers and texts a code', async () => {
    const phone = randomTestPhone();
    context.sms.failNextWith(new ProviderError('test-sms', '20503', 'Service unavailable', true));
    expect((await register(context.app, registrationBody(phone))).statusCode).toBe(503);
    expect(context.sms.messagesTo(phone)).toHaveLength(0);

    const retry = await register(context.app, registrationBody(phone));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).not.toMatchObject({ message: ACCOUNT_EXISTS });
    expect(context.sms.messagesTo(phone)).toHaveLength(1);
    const { attempt } = retry.json<{ attempt: string }>();
    expect((await verify(context.app, attempt, context.sms.lastCodeTo(phone))).statusCode).toBe(200);
  });
});
