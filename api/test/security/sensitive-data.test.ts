import { CLIENT_NOT_FOUND } from '@portal/shared/constants';
import { VALIDATION_MESSAGES } from '@portal/shared/validation';
import { and, eq } from 'drizzle-orm';
import { sensitiveData } from '../../src/platform/database/schema';
import { UNREADABLE_CIPHERTEXT } from '../../src/clients/sensitive-data/sensitive-data-service';
import { createTestClient, createTestSession } from '../support/auth-fixtures';
import { TENANT_IDS } from '../support/auth-api';
import { encryptForApi, getSensitiveData, putSensitiveData } from '../support/sensitive-data-client';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const SSN_TYPED = '86-42';
const SSN = '8642';
const DOB_TYPED = '03/17/1961';
const DOB_STORED = '1961-03-17';
const NOT_FOUND = { message: 'Not found', code: 'NOT_FOUND' };

const drivers = driversFor('one');

describe.each(drivers)('sensitive data, PUT/GET /api/security/customer/:clientId/:tenantId (%s)', (driver) => {
  const context = useTestApp(driver);

  async function signedIn(tenant: 'demo' | 'acme' = 'demo') {
    const tenantId = TENANT_IDS[tenant];
    const client = await createTestClient(context.database.db, { tenantId });
    const owner = { clientId: client.id, tenantId };
    return { owner, token: await createTestSession(context.database.db, owner), host: HOSTS[tenant] };
  }

  it('takes SSN and date of birth encrypted by the browser, stores them sealed and shows them back masked', async () => {
    const { owner, token } = await signedIn();
    const empty = await getSensitiveData(context.app, owner, { token });
    expect(empty.json()).toEqual({ hasSsn: false, ssnMasked: null, hasDob: false, dobMasked: null });

    const saved = await putSensitiveData(
      context.app,
      owner,
      await encryptForApi(context.app, { ssn: SSN_TYPED, dob: DOB_TYPED }),
      { token },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const view = { hasSsn: true, ssnMasked: `***-**-${SSN}`, hasDob: true, dobMasked: `**/**/${DOB_TYPED.slice(-4)}` };
    expect(saved.json()).toEqual(view);
    expect((await getSensitiveData(context.app, owner, { token })).json()).toEqual(view);

    const rows = await context.database.db
      .select()
      .from(sensitiveData)
      .where(and(eq(sensitiveData.clientId, owner.clientId), eq(sensitiveData.tenantId, owner.tenantId)));
    expect(rows.map((row) => row.key).sort()).toEqual(['DOB', 'SSN']);
    for (const row of rows) {
      expect(row.keyId).toBe('test-1');
      expect(Buffer.from(row.iv, 'base64')).toHaveLength(12);
      expect(Buffer.from(row.authTag, 'base64')).toHaveLength(16);
      const stored = `${row.ciphertext} ${Buffer.from(row.ciphertext, 'base64').toString('latin1')}`;
      for (const clear of [SSN, SSN_TYPED, DOB_TYPED, DOB_STORED]) expect(stored).not.toContain(clear);
    }
  });

  it('updates one field and keeps the other, as the profile screen does', async () => {
    const { owner, token } = await signedIn();
    await putSensitiveData(context.app, owner, await encryptForApi(context.app, { ssn: SSN, dob: DOB_TYPED }), {
      token,
    });
    const updated = await putSensitiveData(
      context.app,
      owner,
      await encryptForApi(context.app, { dob: '1970-12-31' }),
      { token },
    );
    expect(updated.json()).toEqual({
      hasSsn: true,
      ssnMasked: `***-**-${SSN}`,
      hasDob: true,
      dobMasked: '**/**/1970',
    });
  });

  it.each([
    ['an SSN that is not 4 digits', { ssn: '123' }, VALIDATION_MESSAGES.ssn],
    ['an SSN with letters', { ssn: '12a4' }, VALIDATION_MESSAGES.ssn],
    [
      'someone under 18',
      { dob: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10) },
      VALIDATION_MESSAGES.minAge,
    ],
    ['a date that is not one', { dob: '13/45/1990' }, VALIDATION_MESSAGES.date],
    ['nothing', {}, VALIDATION_MESSAGES.required],
  ])('refuses %s with the shared schema’s message', async (_case, fields, message) => {
    const { owner, token } = await signedIn();
    const response = await putSensitiveData(context.app, owner, await encryptForApi(context.app, fields), { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect((await getSensitiveData(context.app, owner, { token })).json().hasSsn).toBe(false);
  });

  it('refuses values that are not ciphertexts of its key', async () => {
    const { owner, token } = await signedIn();
    for (const body of [
      { ssn: SSN },
      { dob: Buffer.from(DOB_TYPED).toString('base64') },
      { ssn: Buffer.alloc(256, 3).toString('base64') },
    ]) {
      const response = await putSensitiveData(context.app, owner, body, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: UNREADABLE_CIPHERTEXT, code: 'BAD_USER_INPUT' });
    }
  });

  it('answers another client’s or another tenant’s ids with 404 and nothing else', async () => {
    const victim = await signedIn();
    await putSensitiveData(context.app, victim.owner, await encryptForApi(context.app, { ssn: SSN, dob: DOB_TYPED }), {
      token: victim.token,
    });
    const intruder = await signedIn();
    const atAcme = await signedIn('acme');

    const attempts = [
      { owner: victim.owner, token: intruder.token, host: HOSTS.demo },
      {
        owner: { clientId: intruder.owner.clientId, tenantId: TENANT_IDS.acme },
        token: intruder.token,
        host: HOSTS.demo,
      },
      { owner: { clientId: victim.owner.clientId, tenantId: TENANT_IDS.acme }, token: atAcme.token, host: HOSTS.acme },
      { owner: { clientId: 'not-a-uuid', tenantId: TENANT_IDS.demo }, token: intruder.token, host: HOSTS.demo },
    ];
    for (const { owner, token, host } of attempts) {
      const read = await getSensitiveData(context.app, owner, { token, host });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(NOT_FOUND);
      const write = await putSensitiveData(context.app, owner, await encryptForApi(context.app, { ssn: '0000' }), {
        token,
        host,
      });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual(NOT_FOUND);
    }
    expect((await getSensitiveData(context.app, victim.owner, { token: victim.token })).json().ssnMasked).toBe(
      `***-**-${SSN}`,
    );
  });

  it('requires a session', async () => {
    const { owner } = await signedIn();
    for (const response of [
      await getSensitiveData(context.app, owner, {}),
      await putSensitiveData(context.app, owner, {}, {}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: CLIENT_NOT_FOUND, code: 'UNAUTHENTICATED' });
    }
  });
});
