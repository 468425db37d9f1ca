import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrigin } from '../platform/http/request-origin';
import type { StartTransferRequest } from '@portal/shared/contracts';
import { requireStepUp } from '../identity';
import { requireAuth } from '../platform/http/auth-context';
import { FORM_BODY_LIMIT_BYTES } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import type { PaymentsWebhook } from './payments-webhook';
import type { StartDisbursement } from './start-disbursement';
import type { StartTransfer } from './start-transfer';
import type { TransferStatusFeed } from './transfer-status-feed';

const startBody = {
  type: 'object',
  required: ['bankAccountId', 'transferId'],
  additionalProperties: false,
  properties: {
    bankAccountId: { type: 'string', maxLength: 64 },
    transferId: { type: 'string', maxLength: 64 },
    // Required, but refused by the service with the words the client reads (AUTHORIZATION_REQUIRED).
    authorization: {
      type: 'object',
      required: ['version', 'sha256'],
      additionalProperties: false,
      properties: { version: { type: 'string', maxLength: 64 }, sha256: { type: 'string', maxLength: 64 } },
    },
  },
} as const;

type StartBody = Omit<StartTransferRequest, 'authorization'> & Partial<Pick<StartTransferRequest, 'authorization'>>;

/** Where the client agreed from, kept in the authorization record. */
/** Who agreed, from where, and in which language the terms were shown (the page's). */
const originOf = async (request: FastifyRequest) => ({ ...requestOrigin(request), language: await request.language() });

/** Comment lines keep proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after the stream drops (the SSE `retry` field). */
const RECONNECT_MS = 5_000;

/**
 * `POST /transfer/start`, `POST /transfer/disbursement/start` and the live status stream
 * `GET /transfers/events` (session required).
 */
export async function transferRoutes(
  app: FastifyInstance,
  {
    startTransfer,
    startDisbursement,
    feed,
  }: { startTransfer: StartTransfer; startDisbursement: StartDisbursement; feed: TransferStatusFeed },
) {
  app.addHook('onSend', noStore);

  app.post<{ Body: StartBody }>(
    '/transfer/start',
    { bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { body: startBody }, preHandler: requireStepUp },
    async (request) => {
      const { clientId, tenantId } = requireAuth(request);
      return startTransfer.start({ clientId, tenantId }, request.body as StartTransferRequest, await originOf(request));
    },
  );

  app.post<{ Body: StartBody }>(
    '/transfer/disbursement/start',
    { bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { body: startBody }, preHandler: requireStepUp },
    async (request) => {
      const { clientId, tenantId } = requireAuth(request);
      return startDisbursement.start(
        { clientId, tenantId },
        request.body as StartTransferRequest,
        await originOf(request),
      );
    },
  );

  // Streams end before the server closes, or closing would wait for every browser to leave.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  /**
   * Server-sent events (docs/adr/0020): `transfer-status` `{ transferId, status, updatedAt }`
   * for the session client's transfers only. Bearer-authenticated, so the browser reads it
   * with fetch rather than EventSource.
   */
  app.get('/transfers/events', async (request, reply) => {
    const owner = requireAuth(request);
    const write = (text: string) => {
      if (!reply.raw.writableEnded) reply.raw.write(text);
    };
    // Ended by the feed when it stops hearing changes: the browser then polls and reconnects.
    let endStream = () => {};
    const unsubscribe = await feed.subscribe(
      owner,
      (change) => write(`event: transfer-status\ndata: ${JSON.stringify(change)}\n\n`),
      () => endStream(),
    );
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      if (!reply.raw.writableEnded) reply.raw.end();
    };
    endStream = end;
    streams.add(end);
    request.raw.on('close', end);
  });
}

/**
 * `POST /webhooks/dwolla`: public (the provider has no session), on no tenant host; the body
 * is kept as the raw text the signature covers, and parsed only after it is verified.
 */
export async function paymentsWebhookRoutes(app: FastifyInstance, { webhook }: { webhook: PaymentsWebhook }) {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post<{ Body: string }>('/webhooks/dwolla', async (request) => {
    const outcome = await webhook.receive(typeof request.body === 'string' ? request.body : '', request.headers);
    return { received: true, outcome };
  });
}
