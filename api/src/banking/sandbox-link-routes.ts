/**
 * The sandbox Link dialog's API (docs/sandbox.md, "Bank linking"), under `${apiBase}/sandbox/link`.
 * Registered only in sandbox mode with the sandbox bank-linking provider (app.ts); in
 * production these paths do not exist. No session: like Plaid's Link, each call is authorised
 * by its link token, which the sandbox checks (unknown or expired → 400 INVALID_LINK_TOKEN).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxBankLinkingProvider } from '../platform/providers/bank-linking/sandbox/sandbox-bank-linking-provider';
import { SandboxLinkError } from '../platform/providers/bank-linking/sandbox/sandbox-link-error';
import { FORM_BODY_LIMIT_BYTES } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import type { BankingRepository } from './banking-repository';

export class SandboxLinkInProductionError extends Error {
  constructor() {
    super('The sandbox Link cannot be enabled when PORTAL_MODE is production');
    this.name = 'SandboxLinkInProductionError';
  }
}

export interface SandboxLinkRoutesOptions {
  mode: 'sandbox' | 'production';
  sandbox: SandboxBankLinkingProvider;
  repository: Pick<BankingRepository, 'logoUrls'>;
}

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const linkToken = { type: 'string', minLength: 1, maxLength: 200 } as const;
const body = (properties: Record<string, unknown>) =>
  ({ type: 'object', required: Object.keys(properties), properties }) as const;

export async function sandboxLinkRoutes(app: FastifyInstance, { mode, sandbox, repository }: SandboxLinkRoutesOptions) {
  if (mode !== 'sandbox') throw new SandboxLinkInProductionError();
  app.addHook('onSend', noStore);
  // Plaid-shaped errors, as Link's onExit receives them.
  app.setErrorHandler((error, _request, reply: FastifyReply) => {
    if (error instanceof SandboxLinkError) return reply.code(400).send(error.body);
    throw error;
  });
  const limits = { bodyLimit: FORM_BODY_LIMIT_BYTES };

  app.get<{ Querystring: { linkToken: string; query?: string } }>(
    '/sandbox/link/institutions',
    {
      schema: { querystring: { type: 'object', required: ['linkToken'], properties: { linkToken, query: text(100) } } },
    },
    async (request) => {
      const institutions = sandbox.link.institutions(request.query.linkToken, request.query.query ?? '');
      const logos = await repository.logoUrls(institutions.map((institution) => institution.institution_id));
      return {
        institutions: institutions.map((institution) => ({
          ...institution,
          logoURL: logos.get(institution.institution_id) ?? null,
        })),
      };
    },
  );

  app.post<{ Body: { linkToken: string; institution_id: string; username: string; password: string } }>(
    '/sandbox/link/login',
    {
      ...limits,
      schema: { body: body({ linkToken, institution_id: text(64), username: text(100), password: text(100) }) },
    },
    async ({ body: input }) =>
      sandbox.link.login(input.linkToken, input.institution_id, input.username, input.password),
  );

  app.post<{ Body: { linkToken: string; link_session_id: string; answer: string } }>(
    '/sandbox/link/mfa',
    { ...limits, schema: { body: body({ linkToken, link_session_id: text(64), answer: text(20) }) } },
    async ({ body: input }) => sandbox.link.answerMfa(input.linkToken, input.link_session_id, input.answer),
  );

  app.post<{ Body: { linkToken: string; link_session_id: string; account_id: string } }>(
    '/sandbox/link/complete',
    { ...limits, schema: { body: body({ linkToken, link_session_id: text(64), account_id: text(64) }) } },
    async ({ body: input }) => sandbox.link.complete(input.linkToken, input.link_session_id, input.account_id),
  );

  app.get<{ Querystring: { linkToken: string } }>(
    '/sandbox/link/session',
    { schema: { querystring: { type: 'object', required: ['linkToken'], properties: { linkToken } } } },
    async (request) => sandbox.link.session(request.query.linkToken),
  );

  app.post<{ Body: { linkToken: string; amounts: string[] } }>(
    '/sandbox/link/verify-microdeposits',
    {
      ...limits,
      schema: { body: body({ linkToken, amounts: { type: 'array', minItems: 2, maxItems: 2, items: text(12) } }) },
    },
    async ({ body: input }) => sandbox.link.verifyMicroDeposits(input.linkToken, input.amounts),
  );
}
