import { ACCOUNT_EXISTS, TENANT_NOT_FOUND } from '@portal/shared/constants';
import { formatPhone } from '@portal/shared/format';
import { VALIDATION_MESSAGES as M } from '@portal/shared/validation';
import { eq } from 'drizzle-orm';
import { client, loginUser } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { randomTestPhone } from '../support/auth-fixtures';
import { requestLogin, verify } from '../support/auth-api';
import { asClient, createClientFixture, UNKNOWN_ID, type ClientFixture } from '../support/graphql-fixtures';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const CLIENT_FIELDS = `
  id email firstName middleName lastName mobilePhone address1 address2 city state zipcode
  propertyAddress1 propertyAddress2 propertyCity propertyState propertyZipcode active
  tenant { id identifier } createdAt updatedAt
`;
const CREATE = `mutation ($data: ClientCreateInput!) { createClient(data: $data) { ${CLIENT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: ClientUpdateInput!) { updateClient(id: $id, data: $data) { ${CLIENT_FIELDS} } }`;

interface ClientResult {
  createClient?: Record<string, unknown> & { id: string };
  updateClient?: Record<string, unknown>;
}

describe.each(driversFor('one'))('clients over GraphQL (%s)', (driver) => {
  const context = useTestApp(driver, {
    authRateLimits: { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 },
  });
  let a: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
  });

  describe('allClients and Client', () => {
    it('finds the session client by phone (any typing) or id, with every field', async () => {
      const query = asClient(context.app, a);
      const byPhone = await query<{ allClients: unknown[] }>(
        `{ allClients(where: { mobilePhone: "${formatPhone(a.client.mobilePhone)}" }) { ${CLIENT_FIELDS} } }`,
      );
      expect(byPhone.body.errors).toBeUndefined();
      expect(byPhone.body.data!.allClients).toEqual([
        expect.objectContaining({
          id: a.client.id,
          firstName: 'Fixture',
          mobilePhone: a.client.mobilePhone,
          active: true,
          tenant: { id: IDS.tenants.demo, identifier: 'demo' },
          createdAt: a.client.createdAt.toISOString(),
        }),
      ]);
      const byId = await query(
        `{ Client(where: { id: "${a.client.id}" }) { id } allClients(where: { id: "${a.client.id}" }) { id } }`,
      );
      expect(byId.body.data).toEqual({ Client: { id: a.client.id }, allClients: [{ id: a.client.id }] });
    });

    it('answers nothing for another phone or id, and nothing for a bad one', async () => {
      const query = asClient(context.app, a);
      const { body } = await query(`{
        other: allClients(where: { mobilePhone: "+15550101001" }) { id }
        bad: allClients(where: { mobilePhone: "not a phone" }) { id }
        unknown: Client(where: { id: "${UNKNOWN_ID}" }) { id }
        malformed: Client(where: { id: "42" }) { id }
        dana: Client(where: { id: "${IDS.clients.dana}" }) { id }
      }`);
      expect(body).toEqual({ data: { other: [], bad: [], unknown: null, malformed: null, dana: null } });
    });
  });

  describe('createClient', () => {
    it('registers through the registration service: client, login user and a texted code', async () => {
      const phone = randomTestPhone();
      const { statusCode, body } = await asClient(context.app, null)<ClientResult>(CREATE, {
        data: {
          firstName: 'Gabi',
          middleName: null,
          lastName: 'Graph',
          mobilePhone: formatPhone(phone),
          email: '',
          agreement: true,
          tenant: { connect: { id: IDS.tenants.demo } },
        },
      });
      expect(statusCode).toBe(200);
      expect(body.errors).toBeUndefined();
      const created = body.data!.createClient!;
      expect(created).toMatchObject({
        firstName: 'Gabi',
        middleName: null,
        lastName: 'Graph',
        email: null,
        mobilePhone: phone,
        tenant: { identifier: 'demo' },
      });
      const [user] = await context.database.db.select().from(loginUser).where(eq(loginUser.clientId, created.id));
      expect(user).toMatchObject({ phoneNumber: phone, roles: ['portal_admin'], newUserRole: 'portal_client' });
      expect(context.sms.messagesTo(phone)).toHaveLength(1);
      // The client's id opens nothing: codes are verified with a sign-in attempt, which login answers.
      const login = await requestLogin(context.app, phone);
      const verified = await verify(context.app, login.json().attempt, context.sms.lastCodeTo(phone));
      expect(verified.json().client.id).toBe(created.id);
    });

    it(`answers a registered phone with '${ACCOUNT_EXISTS}'`, async () => {
      const { statusCode, body } = await asClient(context.app, null)(CREATE, {
        data: { firstName: 'A', lastName: 'B', mobilePhone: a.client.mobilePhone, agreement: true },
      });
      expect(statusCode).toBe(409);
      expect(body.errors?.[0]).toMatchObject({ message: ACCOUNT_EXISTS, extensions: { code: 'CONFLICT' } });
    });

    it.each([
      [{ firstName: 'N'.repeat(51) }, M.maxLength],
      [{ lastName: 'N'.repeat(51) }, M.maxLength],
      [{ middleName: 'N'.repeat(51) }, M.maxLength],
      [{ firstName: null }, M.required],
      [{ firstName: '   ' }, M.required],
      [{ mobilePhone: '123' }, M.phone],
      [{ mobilePhone: undefined }, M.required],
      [{ agreement: false }, M.agreement],
      [{ agreement: undefined }, M.agreement],
      [{ email: 'dana@example.com' }, expect.stringContaining('step 2')],
    ])('checks %p', async (overrides, message) => {
      const { statusCode, body } = await asClient(context.app, null)(CREATE, {
        data: { firstName: 'Ana', lastName: 'Lopez', mobilePhone: randomTestPhone(), agreement: true, ...overrides },
      });
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('allows names of 50 characters at registration', async () => {
      const { body } = await asClient(context.app, null)(CREATE, {
        data: { firstName: 'N'.repeat(50), lastName: 'L'.repeat(50), mobilePhone: randomTestPhone(), agreement: true },
      });
      expect(body.errors).toBeUndefined();
    });

    it(`registers at the host's tenant only: another tenant's id is '${TENANT_NOT_FOUND}'`, async () => {
      const phone = randomTestPhone();
      const { statusCode, body } = await asClient(context.app, null)(CREATE, {
        data: {
          firstName: 'A',
          lastName: 'B',
          mobilePhone: phone,
          agreement: true,
          tenant: { connect: { id: IDS.tenants.acme } },
        },
      });
      expect(statusCode).toBe(404);
      expect(body.errors?.[0]).toMatchObject({ message: TENANT_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
      expect(await context.database.db.select().from(client).where(eq(client.mobilePhone, phone))).toEqual([]);
      expect(context.sms.messagesTo(phone)).toEqual([]);
    });

    it('registers on the acme host at acme', async () => {
      const { body } = await asClient(
        context.app,
        null,
        HOSTS.acme,
      )<ClientResult>(CREATE, {
        data: { firstName: 'A', lastName: 'B', mobilePhone: randomTestPhone(), agreement: true },
      });
      expect(body.data?.createClient?.tenant).toEqual({ id: IDS.tenants.acme, identifier: 'acme' });
    });

    it('allows one createClient per request (it texts a code)', async () => {
      const fields = [1, 2].map(
        (n) =>
          `c${n}: createClient(data: { firstName: "A", lastName: "B", mobilePhone: "${randomTestPhone()}", agreement: true }) { id }`,
      );
      const { statusCode, body } = await asClient(context.app, null)(`mutation { ${fields.join(' ')} }`);
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('updateClient', () => {
    it('saves step-2 and profile fields and clears optional ones with null or blank', async () => {
      const { body } = await asClient(context.app, a)<ClientResult>(UPDATE, {
        id: a.client.id,
        data: {
          email: '  fixture@example.com ',
          firstName: 'Fixed',
          middleName: 'M',
          address1: '12 Elm Street',
          address2: 'Apt 3',
          city: 'Springfield',
          state: 'IL',
          zipcode: '62704-1234',
          propertyAddress1: '1 Main St',
          propertyState: 'PR',
          propertyZipcode: '00901',
          mobilePhone: formatPhone(a.client.mobilePhone),
        },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateClient).toMatchObject({
        email: 'fixture@example.com',
        firstName: 'Fixed',
        middleName: 'M',
        state: 'IL',
        zipcode: '62704-1234',
        propertyState: 'PR',
        mobilePhone: a.client.mobilePhone,
      });
      const cleared = await asClient(context.app, a)<ClientResult>(UPDATE, {
        id: a.client.id,
        data: { middleName: null, address2: '  ' },
      });
      expect(cleared.body.data!.updateClient).toMatchObject({ middleName: null, address2: null, firstName: 'Fixed' });
    });

    it.each([
      [{ firstName: 'N'.repeat(31) }, M.maxLength],
      [{ lastName: 'N'.repeat(31) }, M.maxLength],
      [{ firstName: '' }, M.required],
      [{ lastName: null }, M.required],
      [{ email: `${'e'.repeat(45)}@x.com` }, M.maxLength],
      [{ email: 'no-at-sign' }, M.email],
      [{ state: 'XX' }, M.state],
      [{ state: 'il' }, M.state],
      [{ propertyState: 'Illinois' }, M.state],
      [{ zipcode: '1234' }, M.zipcode],
      [{ address1: 'x'.repeat(201) }, M.maxLength],
      [{ mobilePhone: '(555) 999-0000' }, 'The mobile phone number cannot be changed'],
    ])('checks %p', async (data, message) => {
      const { statusCode, body } = await asClient(context.app, a)(UPDATE, { id: a.client.id, data });
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it.each([
      [{ email: '' }],
      [{ email: null }],
      [{ address1: '  ' }],
      [{ city: null }],
      [{ state: '' }],
      [{ zipcode: '' }],
    ])('refuses to blank %p, which step-2 requires, once the client has it', async (data) => {
      const withContact = await createClientFixture(context.database.db, 'demo');
      const saved = await asClient(context.app, withContact)<ClientResult>(UPDATE, {
        id: withContact.client.id,
        data: { email: 'step2@example.com', address1: '1 Oak St', city: 'Austin', state: 'TX', zipcode: '78701' },
      });
      expect(saved.body.errors).toBeUndefined();
      const { statusCode, body } = await asClient(context.app, withContact)(UPDATE, {
        id: withContact.client.id,
        data,
      });
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ message: M.required, extensions: { code: 'BAD_USER_INPUT' } });
      const [row] = await context.database.db.select().from(client).where(eq(client.id, withContact.client.id));
      expect(row).toMatchObject({ email: 'step2@example.com', address1: '1 Oak St', city: 'Austin', zipcode: '78701' });
    });

    it('allows names of exactly 30 characters', async () => {
      const { body } = await asClient(context.app, a)(UPDATE, {
        id: a.client.id,
        data: { firstName: 'F'.repeat(30), lastName: 'L'.repeat(30) },
      });
      expect(body.errors).toBeUndefined();
    });

    it('answers an unknown id as not found', async () => {
      const { statusCode, body } = await asClient(context.app, a)(UPDATE, { id: UNKNOWN_ID, data: { city: 'X' } });
      expect(statusCode).toBe(404);
      expect(body.errors?.[0]).toMatchObject({ message: 'Client not found', extensions: { code: 'NOT_FOUND' } });
    });
  });
});
