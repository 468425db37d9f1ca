/**
 * The /account routes of requirements §7 (shapes: docs/api.md "Bank linking"). Every one needs a
 * session and acts only on the session's client and tenant: a client or tenant id in the path
 * or body that is not the session's is answered as an unknown one (404).
 */
import type { MicrodepositAccountRequest, PublicTokenInput, StartMicrodepositsRequest } from '@portal/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../platform/http/auth-context';
import { badUserInput, notFound } from '../platform/http/errors';
import type { OwnerScope } from '../platform/database/owner-scope';
import { FORM_BODY_LIMIT_BYTES, pathId } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import { isUuid } from '../platform/http/request-scope';
import type { AccountsService } from './accounts-service';
import { ACCOUNT_NOT_FOUND, type LinkService } from './link-service';
import { requestOrigin } from '../platform/http/request-origin';

const id = { type: 'string', maxLength: 64 } as const;
const token = { type: 'string', minLength: 1, maxLength: 200 } as const;
const institution = {
  type: ['object', 'null'],
  properties: { institution_id: { type: 'string', maxLength: 64 }, name: { type: 'string', maxLength: 200 } },
} as const;

const linkTokenBody = {
  type: 'object',
  required: ['user'],
  properties: {
    user: { type: 'object', required: ['client_user_id'], properties: { client_user_id: id } },
    options: {
      type: 'object',
      properties: {
        products: { type: 'array', maxItems: 1, items: { type: 'string', enum: ['auth'] } },
        client_name: { type: 'string', maxLength: 200 },
      },
    },
  },
} as const;
const createClientBody = {
  type: 'object',
  required: ['id'],
  properties: {
    id,
    publicToken: token,
    plaidAccountId: token,
    institution,
    bankAccountId: id,
    override: { type: 'boolean' },
  },
} as const;
const startBody = {
  type: 'object',
  required: ['id', 'tenantId', 'publicToken', 'plaidAccountId'],
  properties: { id, tenantId: id, publicToken: token, plaidAccountId: token, institution },
} as const;
const accountBody = {
  type: 'object',
  required: ['id', 'tenantId', 'bankAccountId'],
  properties: { id, tenantId: id, bankAccountId: id },
} as const;
const deleteBody = { type: 'object', required: ['bankAccountId'], properties: { bankAccountId: id } } as const;
const documentBody = {
  type: 'object',
  required: ['documentType', 'assetId'],
  properties: { documentType: { type: 'string', enum: ['Passport', 'License'] }, assetId: id },
} as const;
const clientParams = { type: 'object', required: ['clientId'], properties: { clientId: pathId } } as const;

export const CLIENT_NOT_FOUND = 'Client not found';
export const PUBLIC_TOKEN_REQUIRED = 'publicToken and plaidAccountId are required (or bankAccountId with override)';

export interface BankingRoutesOptions {
  link: LinkService;
  accounts: AccountsService;
}

export async function bankingRoutes(app: FastifyInstance, { link, accounts }: BankingRoutesOptions) {
  // Answers hold link tokens and balances: never cached.
  app.addHook('onSend', noStore);

  /** The session's owner, after checking that every client/tenant id the caller named is the session's. */
  const ownerOf = (request: FastifyRequest, named: { clientId?: string; tenantId?: string }): OwnerScope => {
    const { clientId, tenantId } = requireAuth(request);
    if (named.clientId !== undefined && named.clientId.toLowerCase() !== clientId) throw notFound(CLIENT_NOT_FOUND);
    if (named.tenantId !== undefined && named.tenantId.toLowerCase() !== tenantId) throw notFound(CLIENT_NOT_FOUND);
    return { clientId, tenantId };
  };
  const accountId = (value: string): string => {
    if (!isUuid(value)) throw notFound(ACCOUNT_NOT_FOUND);
    return value.toLowerCase();
  };
  const options = <S>(body: S) => ({ bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { body } });

  app.post<{ Body: { user: { client_user_id: string } } }>(
    '/account/plaid/link-token',
    options(linkTokenBody),
    // options.client_name is ignored: Link shows the tenant's name.
    async (request) => link.linkToken(ownerOf(request, { clientId: request.body.user.client_user_id })),
  );

  app.post<{ Body: Partial<PublicTokenInput> & { id: string; bankAccountId?: string; override?: boolean } }>(
    '/account/auth/create-client',
    options(createClientBody),
    async (request) => {
      const { body } = request;
      const owner = ownerOf(request, { clientId: body.id });
      if (body.override === true && body.bankAccountId !== undefined) {
        return link.override(owner, accountId(body.bankAccountId));
      }
      if (!body.publicToken || !body.plaidAccountId) throw badUserInput(PUBLIC_TOKEN_REQUIRED);
      return link.createClient(
        owner,
        { publicToken: body.publicToken, plaidAccountId: body.plaidAccountId, institution: body.institution },
        requestOrigin(request),
      );
    },
  );

  app.post<{ Body: StartMicrodepositsRequest }>('/account/microdeposit/start', options(startBody), async (request) => {
    const { id: clientId, tenantId, ...input } = request.body;
    return link.startMicroDeposits(ownerOf(request, { clientId, tenantId }), input, requestOrigin(request));
  });

  app.post<{ Body: MicrodepositAccountRequest }>(
    '/account/microdeposit/link-token',
    options(accountBody),
    async (request) => {
      const { id: clientId, tenantId, bankAccountId } = request.body;
      return link.microDepositLinkToken(ownerOf(request, { clientId, tenantId }), accountId(bankAccountId));
    },
  );

  app.post<{ Body: MicrodepositAccountRequest }>(
    '/account/microdeposit/verify',
    options(accountBody),
    async (request) => {
      const { id: clientId, tenantId, bankAccountId } = request.body;
      return link.verifyMicroDeposits(ownerOf(request, { clientId, tenantId }), accountId(bankAccountId));
    },
  );

  app.get<{ Params: { clientId: string } }>(
    '/account/client-accounts/:clientId',
    { schema: { params: clientParams } },
    async (request) => ({ accounts: await accounts.list(ownerOf(request, { clientId: request.params.clientId })) }),
  );

  app.delete<{ Body: { bankAccountId: string } }>('/account', options(deleteBody), async (request) =>
    accounts.disconnect(ownerOf(request, {}), accountId(request.body.bankAccountId)),
  );

  app.post<{ Params: { clientId: string }; Body: { documentType: 'Passport' | 'License'; assetId: string } }>(
    '/account/document/:clientId',
    { bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { params: clientParams, body: documentBody } },
    async (request) => {
      const owner = ownerOf(request, { clientId: request.params.clientId });
      if (!isUuid(request.body.assetId)) throw notFound('Document not found');
      return accounts.sendDocument(owner, { ...request.body, assetId: request.body.assetId.toLowerCase() });
    },
  );
}
