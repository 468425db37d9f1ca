/**
 * Every client-facing answer is in the request's language: its Accept-Language when that names
 * en or es, else the signed-in client's language, else the tenant's default. English is the
 * requirements' wording, word for word.
 */
import { PHONE_NOT_REGISTERED } from '@portal/shared/constants';
import { VALIDATION_MESSAGES } from '@portal/shared/validation';
import { eq } from 'drizzle-orm';
import { client, tenant } from '../../src/platform/database/schema';
import { randomTestPhone } from '../support/auth-fixtures';
import { register, registrationBody, signUp, TENANT_IDS } from '../support/auth-api';
import { graphql, HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 };
const es = { 'accept-language': 'es' };
const en = { 'accept-language': 'en' };

const SET_LANGUAGE = /* GraphQL */ `
  mutation SetLanguage($language: Language!) {
    setClientLanguage(language: $language) {
      id
      language
    }
  }
`;

describe.each(driversFor('both'))('the language of an answer (%s)', (driver) => {
  const context = useTestApp(driver, { authRateLimits: GENEROUS_IP_LIMITS });

  const post = (url: string, payload: object, headers: Record<string, string>, host: string = HOSTS.demo) =>
    context.app.inject({ method: 'POST', url, headers: { host, ...headers }, payload });

  it('words validation failures of the shared schemas in Spanish for a Spanish request, in the spec’s English otherwise', async () => {
    const body = { firstName: '', lastName: 'Lopez', mobilePhone: '12', agreement: true };
    const spanish = await post(`/api/users/${TENANT_IDS.demo}`, body, es);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Este dato es obligatorio; Ingrese un número de teléfono móvil válido de EE. UU.',
    });

    for (const headers of [en, {}, { 'accept-language': 'fr-FR, de;q=0.5' }]) {
      const english = await post(`/api/users/${TENANT_IDS.demo}`, body, headers);
      expect(english.json()).toEqual({
        code: 'BAD_USER_INPUT',
        message: `${VALIDATION_MESSAGES.required}; ${VALIDATION_MESSAGES.phone}`,
      });
    }
    // A regional Spanish, weighted first, is Spanish.
    const mexican = await post(`/api/users/${TENANT_IDS.demo}`, body, { 'accept-language': 'es-MX,en;q=0.5' });
    expect(mexican.json().message).toMatch(/^Este dato es obligatorio/);
  });

  it('words the error catalogue in the request’s language (REST and GraphQL)', async () => {
    const phone = randomTestPhone();
    const spanish = await requestLoginWith(phone, es);
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().message).toBe(
      'El número de teléfono ingresado no está registrado. Seleccione Crear cuenta para registrar su número de teléfono.',
    );
    expect((await requestLoginWith(phone, en)).json().message).toBe(PHONE_NOT_REGISTERED);

    const signedOut = await graphql(context.app, SET_LANGUAGE, { variables: { language: 'es' }, headers: es });
    expect(signedOut.body.errors?.[0]).toMatchObject({
      message: 'No se encontró el cliente, inicie sesión',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const english = await graphql(context.app, SET_LANGUAGE, { variables: { language: 'es' }, headers: en });
    expect(english.body.errors?.[0]?.message).toBe('Client not found, please login');
  });

  it('stores the registration’s language, texts the first code in it, and takes the form’s language first', async () => {
    const phone = randomTestPhone();
    expect((await register(context.app, registrationBody(phone))).statusCode).toBe(201);
    const viaHeader = randomTestPhone();
    const registered = await post(`/api/users/${TENANT_IDS.demo}`, registrationBody(viaHeader), es);
    expect(registered.statusCode).toBe(201);
    const viaBody = randomTestPhone();
    expect(
      (await post(`/api/users/${TENANT_IDS.demo}`, registrationBody(viaBody, { language: 'es' }), en)).statusCode,
    ).toBe(201);

    expect(await languageOf(phone)).toBe('en');
    expect(await languageOf(viaHeader)).toBe('es');
    expect(await languageOf(viaBody)).toBe('es');
    expect(context.sms.messagesTo(viaHeader)[0]!.body).toMatch(
      /^\d{6} es su código de seguridad de Demo Title & Escrow\. Vence en 10 minutos\. No lo comparta\.$/,
    );
    expect(context.sms.messagesTo(phone)[0]!.body).toMatch(/^\d{6} is your Demo Title & Escrow security code\./);

    const refused = await post(
      `/api/users/${TENANT_IDS.demo}`,
      registrationBody(randomTestPhone(), { language: 'fr' }),
      es,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Elija inglés o español');
  });

  it('registers through GraphQL createClient in the language it names', async () => {
    const phone = randomTestPhone();
    const created = await graphql<{ createClient: { language: string } }>(
      context.app,
      /* GraphQL */ `
        mutation Register($data: ClientCreateInput!) {
          createClient(data: $data) {
            language
          }
        }
      `,
      { variables: { data: { ...registrationBody(phone), language: 'es' } }, headers: en },
    );
    expect(created.body.data?.createClient.language).toBe('es');
    expect(context.sms.messagesTo(phone)[0]!.body).toMatch(/es su código de seguridad/);
  });

  it('lets a signed-in client set its own language only, and answers in it when the request names none', async () => {
    const ana = await signUp(context.app, context.sms, randomTestPhone());
    const bea = await signUp(context.app, context.sms, randomTestPhone());
    const asAna = { authorization: `Bearer ${ana.token}` };

    const set = await graphql<{ setClientLanguage: { id: string; language: string } }>(context.app, SET_LANGUAGE, {
      variables: { language: 'es' },
      headers: asAna,
    });
    expect(set.body.data?.setClientLanguage).toEqual({ id: ana.clientId, language: 'es' });
    const { db } = context.database;
    const [anaRow] = await db.select().from(client).where(eq(client.id, ana.clientId));
    const [beaRow] = await db.select().from(client).where(eq(client.id, bea.clientId));
    expect(anaRow!.language).toBe('es');
    expect(beaRow!.language).toBe('en');

    // Only en and es: GraphQL's enum refuses anything else before the resolver runs.
    const french = await graphql(context.app, SET_LANGUAGE, { variables: { language: 'fr' }, headers: asAna });
    expect(french.statusCode).toBe(400);
    expect((await db.select().from(client).where(eq(client.id, ana.clientId)))[0]!.language).toBe('es');

    // No Accept-Language: the client's own language; a header still wins.
    const updateOther = (headers: Record<string, string>) =>
      graphql(
        context.app,
        /* GraphQL */ `
          mutation Other($id: ID!) {
            updateClient(id: $id, data: { city: "Austin" }) {
              id
            }
          }
        `,
        { variables: { id: bea.clientId }, headers: { ...asAna, ...headers } },
      );
    expect((await updateOther({})).body.errors?.[0]?.message).toBe('No se encontró el cliente');
    expect((await updateOther(en)).body.errors?.[0]?.message).toBe('Client not found');

    const read = await graphql<{ Client: { language: string } }>(
      context.app,
      /* GraphQL */ `
        query Own($id: ID!) {
          Client(where: { id: $id }) {
            language
          }
        }
      `,
      { variables: { id: ana.clientId }, headers: asAna },
    );
    expect(read.body.data?.Client.language).toBe('es');
  });

  it('texts a login code in the client’s stored language, whatever the login page asked in', async () => {
    const phone = randomTestPhone();
    const ana = await signUp(context.app, context.sms, phone);
    await graphql(context.app, SET_LANGUAGE, {
      variables: { language: 'es' },
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect((await requestLoginWith(phone, en)).statusCode).toBe(200);
    expect(context.sms.messagesTo(phone).at(-1)!.body).toMatch(/^\d{6} es su código de seguridad de Demo Title/);
  });

  it('falls back to the tenant’s default language for a caller whose header names neither', async () => {
    const { db } = context.database;
    await db.update(tenant).set({ defaultLanguage: 'es' }).where(eq(tenant.id, TENANT_IDS.acme));
    try {
      const phone = randomTestPhone();
      const visitor = await requestLoginWith(phone, { 'accept-language': 'fr' }, HOSTS.acme);
      expect(visitor.json().message).toMatch(/^El número de teléfono ingresado no está registrado/);
      const english = await requestLoginWith(phone, en, HOSTS.acme);
      expect(english.json().message).toBe(PHONE_NOT_REGISTERED);
      const tenantRead = await graphql<{ allTenants: { defaultLanguage: string }[] }>(
        context.app,
        /* GraphQL */ `
          query T($identifier: String!) {
            allTenants(where: { identifier: $identifier }) {
              defaultLanguage
            }
          }
        `,
        { variables: { identifier: 'acme' }, host: HOSTS.acme },
      );
      expect(tenantRead.body.data?.allTenants[0]?.defaultLanguage).toBe('es');
    } finally {
      await db.update(tenant).set({ defaultLanguage: 'en' }).where(eq(tenant.id, TENANT_IDS.acme));
    }
  });

  function requestLoginWith(mobilePhone: string, headers: Record<string, string>, host: string = HOSTS.demo) {
    return post('/api/auth/login', { mobilePhone }, headers, host);
  }

  async function languageOf(phone: string) {
    const [row] = await context.database.db.select().from(client).where(eq(client.mobilePhone, phone));
    return row?.language;
  }
});

describe.each(driversFor('one'))('the per-network limit (%s)', (driver) => {
  const context = useTestApp(driver, {
    authRateLimits: { codeRequestsPerIp: 1, codeVerificationsPerIp: 1, passkeyChallengesPerIp: 1000 },
  });

  it('says how long to wait in the request’s language', async () => {
    const login = (headers: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: HOSTS.demo, ...headers },
        payload: { mobilePhone: randomTestPhone() },
      });
    await login(es);
    const spanish = await login(es);
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().message).toMatch(
      /^Demasiadas solicitudes desde su red\. Inténtelo de nuevo en \d+ minutos\.$/,
    );
    const english = await login(en);
    expect(english.json().message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes\.$/);
  });
});
