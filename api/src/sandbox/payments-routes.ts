/**
 * Sandbox-only inspection of the sandbox ACH ledger, so tests (e2e included) can assert what
 * happened at the "vendor": exactly one provider transfer for a correlation id, a customer's
 * status, documents and funding sources. Registered by the sandbox plugin, which refuses
 * production; the ledger keeps no identity numbers, so there are none to show.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxPaymentsProvider } from '../platform/providers/payments/sandbox/sandbox-payments-provider';

const transfersQuery = {
  type: 'object',
  properties: { correlationId: { type: 'string', minLength: 1, maxLength: 255 } },
  additionalProperties: false,
} as const;
const customerParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
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

  app.get<{ Params: { id: string } }>(
    `${basePath}/payments/customers/:id`,
    { schema: { params: customerParams } },
    async (request, reply) => {
      const customer = await payments.inspectCustomer(request.params.id);
      if (!customer) return reply.code(404).send({ message: 'No customer with that id', code: 'NOT_FOUND' });
      reply.header('cache-control', 'no-store');
      return customer;
    },
  );
}
