import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config/config';
import { graphqlPlugin } from '../graphql/plugin';
import { refuseUnstorableText } from '../platform/http/text-guard';
import { authRoutes, passkeyRoutes, stepUpRoutes, userRoutes } from '../identity';
import { noticeRoutes } from '../notices';
import { paymentsWebhookRoutes, receiptRoutes, requestPreviewRoutes, transferRoutes } from '../transfers';
import { identityDocumentRoutes, securityCustomerRoutes } from '../clients';

/**
 * Everything under the API base (default /api): GraphQL now, the REST routes of requirements §7 as
 * they arrive. Registered with `prefix: config.apiBase`.
 */
export async function apiRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(graphqlPlugin, { config });
  await app.register(async (rest) => {
    // The GraphQL route has the same guard, answering in GraphQL's error shape.
    rest.addHook('preValidation', refuseUnstorableText);
    await rest.register(userRoutes);
    await rest.register(authRoutes);
    await rest.register(passkeyRoutes);
    await rest.register(stepUpRoutes);
    await rest.register(securityCustomerRoutes);
    await rest.register(identityDocumentRoutes);
    const { startTransfer, startDisbursement, feed, receipts, documents, notices, requestPreviews } = app.moneyMovement;
    await rest.register(transferRoutes, { startTransfer, startDisbursement, feed });
    await rest.register(receiptRoutes, { receipts, documents });
    await rest.register(noticeRoutes, { notices, objectStore: app.providers.objectStore });
    await rest.register(requestPreviewRoutes, {
      previews: requestPreviews,
      previewsPerIp: config.requestPreviewsPerIp,
    });
  });
  // The provider's webhooks: raw body for the signature, checked before anything else reads it.
  await app.register(paymentsWebhookRoutes, { webhook: app.moneyMovement.webhook });

  // Unknown API paths answer in the API's JSON shape; the site root's 404 (and SPA fallback)
  // belong to the web plugin.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  );
}
