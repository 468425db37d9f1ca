import type { FastifyInstance } from 'fastify';
import { notFound } from '../platform/http/errors';
import { noStore } from '../platform/http/no-store';
import type { RequestPreviews } from './request-preview';

const REQUEST_NOT_FOUND = 'Request not found';

/**
 * `GET /transfer-requests/:reference`, public (no session): what a transfer request's link
 * shows on /create-account and /login (request-preview.ts). Each address may look
 * REQUEST_PREVIEWS_PER_IP times a minute, so references cannot be tried in bulk; every
 * refusal is the same 404.
 */
export async function requestPreviewRoutes(
  app: FastifyInstance,
  { previews, previewsPerIp }: { previews: RequestPreviews; previewsPerIp: number },
) {
  app.addHook('onSend', noStore);
  const perAddress = app.rateLimit({
    max: previewsPerIp,
    timeWindow: 60_000,
    keyGenerator: (request) => `request-previews:${request.ip}`,
  });
  app.get<{ Params: { reference: string } }>(
    '/transfer-requests/:reference',
    // No schema on the reference: a malformed one is refused like every other, with 404.
    { onRequest: perAddress },
    async (request) => {
      const tenant = await app.accounts.tenantOf(request);
      const preview = await previews.preview(request.params.reference, tenant);
      if (!preview) throw notFound(REQUEST_NOT_FOUND);
      return preview;
    },
  );
}
