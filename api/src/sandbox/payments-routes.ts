/**
 * Sandbox-only inspection of the sandbox ACH ledger, so tests (e2e included) can assert what
 * happened at the "vendor": exactly one provider transfer for a correlation id, a customer's
 * status, documents and funding sources. Registered by the sandbox plugin, which refuses
 * production; the ledger keeps no identity numbers, so there are none to show.
 */
import type { FastifyInstance } from 'fastify';
import { ProviderError } from '../platform/providers';
import type { SandboxPaymentsProvider } from '../platform/providers/payments/sandbox/sandbox-payments-provider';

const transfersQuery = {
  type: 'object',
  properties: { correlationId: { type: 'string', minLength: 1, maxLength: 255 } },
  additionalProperties: false,
} as const;
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;

const returnBody = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 3, maxLength: 3 } },
  required: ['code'],
  additionalProperties: false,
} as const;

export function registerPaymentsRoutes(
  app: FastifyInstance,
  basePath: string,
  payments: SandboxPaymentsProvider,
): void {
  app.get<{ Querystring: { correlationId?: string } }>(
    `${basePath}/payments/transfers`,
    { schema: { querystring: transfersQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { transfers: await payments.listTransfers({ correlationId: request.query.correlationId }) };
    },
  );

  // The payer's bank returns a processed transfer now (an R10 weeks after completion, say).
  app.post<{ Params: { id: string }; Body: { code: string } }>(
    `${basePath}/payments/transfers/:id/return`,
    { schema: { params: idParams, body: returnBody } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await payments.returnTransfer(request.params.id, request.body.code);
      } catch (error) {
        if (!(error instanceof ProviderError) || error.retryable) throw error;
        return reply.code(409).send({ message: error.message, code: error.code });
      }
    },
  );

  app.get<{ Params: { id: string } }>(
    `${basePath}/payments/customers/:id`,
    { schema: { params: idParams } },
    async (request, reply) => {
      const customer = await payments.inspectCustomer(request.params.id);
      if (!customer) return reply.code(404).send({ message: 'No customer with that id', code: 'NOT_FOUND' });
      reply.header('cache-control', 'no-store');
      return customer;
    },
  );
}
