import { webcrypto } from 'node:crypto';
import type { App } from '../../src/app/build-app';
import type { TransportPublicJwk } from '../../src/platform/security/transport-key';
import { headers, type RequestOptions } from './auth-api';

/** What the step-2 form does in the browser: fetch the API's public key, encrypt each field with WebCrypto RSA-OAEP. */
export async function encryptForApi(
  app: App,
  fields: { ssn?: string; dob?: string },
): Promise<{ ssn?: string; dob?: string }> {
  const jwk = (
    await app.inject({ method: 'GET', url: '/api/security/public-key', headers: headers() })
  ).json<TransportPublicJwk>();
  const key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const encrypt = async (text: string) =>
    Buffer.from(await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text))).toString(
      'base64',
    );
  return Object.fromEntries(
    await Promise.all(Object.entries(fields).map(async ([name, value]) => [name, await encrypt(value!)])),
  );
}

export function putSensitiveData(
  app: App,
  owner: { clientId: string; tenantId: string },
  body: unknown,
  options: RequestOptions,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/security/customer/${owner.clientId}/${owner.tenantId}`,
    headers: headers(options),
    payload: body as object,
  });
}

export function getSensitiveData(app: App, owner: { clientId: string; tenantId: string }, options: RequestOptions) {
  return app.inject({
    method: 'GET',
    url: `/api/security/customer/${owner.clientId}/${owner.tenantId}`,
    headers: headers(options),
  });
}
