/**
 * Real signed-in sessions for the e2e tests and the bundle benchmark. The shell checks a
 * session with the API (requirements §2: a signed-in user must have a client; without SSN and date of
 * birth the user goes back to step-2), so a session is made the way a client makes one:
 * registration, the code from the sandbox inbox, verification, then step-2's data (SSN and
 * date of birth encrypted to the API's public key, e-mail and address). Node cannot resolve
 * *.localhost, so calls go to 127.0.0.1 with the tenant's Host header.
 */
import { webcrypto, randomInt } from 'node:crypto';
import http from 'node:http';

/** +1 555 and seven random digits: fictional, and never a sandbox SMS magic number. */
export function randomTestPhone() {
  return `+1555${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

/** One call to the product as a browser on `tenant`'s host would make it. */
export function apiCall({ port, tenant, method = 'GET', path, body, token }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${tenant}.localhost:${port}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

function expectStatus(response, expected, what) {
  if (response.status !== expected) {
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

async function graphql(options, query, variables) {
  const body = expectStatus(
    await apiCall({ ...options, method: 'POST', path: '/api/graphql', body: { query, variables } }),
    200,
    'GraphQL',
  );
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0].message}`);
  return body.data;
}

export async function tenantIdOf({ port, tenant }) {
  const data = await graphql({ port, tenant }, 'query ($i: String!) { allTenants(where: { identifier: $i }) { id } }', {
    i: tenant,
  });
  return data.allTenants[0].id;
}

/** A security-code text, in either language ("123456 is your Demo Title security code. …"): its code. */
const SECURITY_CODE = /^(\d{6}) (?:is your .+ security code|es su código de seguridad de .+?)\./;

/**
 * The newest code texted to `phone`, read from the sandbox inbox (waits for it a little). Only
 * security-code texts count: a notice texted to the same phone just after the code (a payment
 * the tenant has just sent, say) is newer and carries no code.
 */
export async function latestCode({ port, tenant, phone, after = 0 }) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { body } = await apiCall({ port, tenant, path: `/api/sandbox/inbox?to=${encodeURIComponent(phone)}` });
    const code = body?.messages
      ?.filter((m) => m.channel === 'sms' && Date.parse(m.createdAt) >= after)
      .map((m) => m.text?.match(SECURITY_CODE)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code texted to ${phone}`);
}

/** Encrypts SSN/DOB with the API's public key, as the browser does (step-2). */
export async function encrypter(options) {
  const { body: jwk } = await apiCall({ ...options, path: '/api/security/public-key' });
  const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const key = await webcrypto.subtle.importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e }, algorithm, false, [
    'encrypt',
  ]);
  return async (text) =>
    Buffer.from(await webcrypto.subtle.encrypt(algorithm, key, new TextEncoder().encode(text))).toString('base64');
}

const CLIENT_FIELDS =
  'id email firstName middleName lastName mobilePhone address1 address2 city state zipcode active createdAt updatedAt tenant { id }';

/**
 * Registers a new client of `tenant`, verifies the texted code and, unless `identity` is false,
 * completes step-2 (SSN 1234, born 01/15/1990, e-mail, an Austin address). Returns the session
 * as the shell keeps it plus the phone number.
 */
export async function createSignedInSession({
  port,
  tenant = 'demo',
  identity = true,
  firstName = 'Dana',
  lastName = 'Demo',
}) {
  const options = { port, tenant };
  const tenantId = await tenantIdOf(options);
  const phone = randomTestPhone();
  const registered = expectStatus(
    await apiCall({
      ...options,
      method: 'POST',
      path: `/api/users/${tenantId}`,
      body: { firstName, lastName, middleName: '', mobilePhone: phone.slice(2), agreement: true },
    }),
    201,
    'registration',
  );
  const code = await latestCode({ ...options, phone });
  const signedIn = expectStatus(
    await apiCall({
      ...options,
      method: 'POST',
      path: `/api/users/${tenantId}/verify`,
      body: { attempt: registered.attempt, code },
    }),
    200,
    'verification',
  );
  let client = signedIn.client;
  if (identity) {
    const encrypt = await encrypter(options);
    expectStatus(
      await apiCall({
        ...options,
        method: 'PUT',
        path: `/api/security/customer/${client.id}/${tenantId}`,
        token: signedIn.token,
        body: { ssn: await encrypt('1234'), dob: await encrypt('01/15/1990') },
      }),
      200,
      'sensitive data',
    );
    const email = `${firstName}.${phone.slice(-7)}@example.com`.toLowerCase();
    const data = await graphql(
      { ...options, token: signedIn.token },
      `mutation ($id: ID!, $data: ClientUpdateInput!) { updateClient(id: $id, data: $data) { ${CLIENT_FIELDS} } }`,
      { id: client.id, data: { email, address1: '100 Congress Ave', city: 'Austin', state: 'TX', zipcode: '78701' } },
    );
    client = data.updateClient;
  }
  return { token: signedIn.token, client, loginUser: signedIn.loginUser, tenantId, phone };
}

/** A script for context.addInitScript: the session in sessionStorage before the page's own scripts run. */
export function signedInSessionScript({ token, client, loginUser = null }) {
  return `sessionStorage.setItem('token', ${JSON.stringify(token)});
sessionStorage.setItem('client', ${JSON.stringify(JSON.stringify(client))});
${loginUser ? `sessionStorage.setItem('login_user', ${JSON.stringify(JSON.stringify(loginUser))});` : ''}`;
}
