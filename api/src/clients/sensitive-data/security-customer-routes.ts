import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/http/auth-context';
import { notFound } from '../../platform/http/errors';
import { pathId } from '../../platform/http/input-schemas';
import { noStore } from '../../platform/http/no-store';

/**
 * SSN (last four) and date of birth (requirements §7 `PUT`/`GET /security/customer/{clientId}/{tenantId}`),
 * encrypted by the browser to the key published at `/security/public-key`.
 */

/** A 4096-bit RSA ciphertext is 684 base64 characters. */
const MAX_CIPHERTEXT_LENGTH = 1024;
const BODY_LIMIT_BYTES = 8 * 1024;

const ownerParams = {
  type: 'object',
  properties: {
    clientId: pathId,
    tenantId: pathId,
  },
  required: ['clientId', 'tenantId'],
} as const;
const ciphertext = { type: 'string', maxLength: MAX_CIPHERTEXT_LENGTH } as const;
const encryptedBody = { type: 'object', properties: { ssn: ciphertext, dob: ciphertext } } as const;

interface OwnerParams {
  clientId: string;
  tenantId: string;
}

export const SENSITIVE_DATA_NOT_FOUND = 'Not found';

export async function securityCustomerRoutes(app: FastifyInstance) {
  // Public: the browser needs it before anyone is signed in to a step-2 form.
  app.get('/security/public-key', async () => app.transportKey.publicJwk);

  app.register(async (owned) => {
    owned.addHook('onSend', noStore);

    /** Only the session's own client and tenant: any other pair is answered as if it did not exist. */
    const ownerOf = (request: FastifyRequest<{ Params: OwnerParams }>) => {
      const { clientId, tenantId } = requireAuth(request);
      if (request.params.clientId !== clientId || request.params.tenantId !== tenantId) {
        throw notFound(SENSITIVE_DATA_NOT_FOUND);
      }
      return { clientId, tenantId };
    };

    // 200 { hasSsn, ssnMasked, hasDob, dobMasked } after saving { ssn?, dob? } (base64 ciphertexts).
    owned.put<{ Params: OwnerParams; Body: { ssn?: string; dob?: string } }>(
      '/security/customer/:clientId/:tenantId',
      { bodyLimit: BODY_LIMIT_BYTES, schema: { params: ownerParams, body: encryptedBody } },
      async (request) => app.sensitiveData.save(ownerOf(request), request.body),
    );

    owned.get<{ Params: OwnerParams }>(
      '/security/customer/:clientId/:tenantId',
      { schema: { params: ownerParams } },
      async (request) => app.sensitiveData.read(ownerOf(request)),
    );
  });
}
