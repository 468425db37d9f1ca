/**
 * Sandbox-only routes under `${apiBase}/sandbox`: the inbox of messages the sandbox SMS and
 * e-mail providers "sent" (JSON and a page a person can read their code on), e-mail previews,
 * attachments, a phone's reply to the SMS sender (STOP, START), and the local object store's
 * signed URLs. Registering it outside sandbox mode
 * throws, so a production server cannot start with it (see create-providers.ts: production
 * also has no outbox to give it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type LocalObjectStore,
  SANDBOX_MESSAGE_ID,
  type SandboxMessageView,
  type SandboxOutbox,
  type SandboxSmsOptOuts,
} from '../platform/providers';
import type { SandboxPaymentsProvider } from '../platform/providers/payments/sandbox/sandbox-payments-provider';
import { PREVIEW_CSP, sanitizeEmailHtml } from './email-preview';
import { INBOX_PAGE_CSP, renderInboxPage } from './inbox-page';
import { registerPaymentsRoutes } from './payments-routes';
import { registerSmsReplyRoutes } from './sms-reply-routes';

export interface SandboxPluginOptions {
  mode: 'sandbox' | 'production';
  /** e.g. /api; routes are registered with full paths, so register without a prefix. */
  apiBase: string;
  outbox: SandboxOutbox;
  /** Given when objects are kept in the local folder, to serve its signed URLs. */
  localObjectStore?: LocalObjectStore | null;
  /** Given when the sandbox ACH ledger serves payments: its inspection routes (payments-routes.ts). */
  payments?: SandboxPaymentsProvider | null;
  /** Given when the sandbox SMS vendor sends texts: its reply route (sms-reply-routes.ts). */
  smsOptOuts?: SandboxSmsOptOuts | null;
}

export class SandboxInProductionError extends Error {
  constructor() {
    super('The sandbox inbox cannot be enabled when PORTAL_MODE is production');
    this.name = 'SandboxInProductionError';
  }
}

const inboxQuery = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 320 } },
} as const;
const messageParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: SANDBOX_MESSAGE_ID.source } },
  required: ['id'],
} as const;
const attachmentParams = {
  type: 'object',
  properties: { ...messageParams.properties, index: { type: 'integer', minimum: 0, maximum: 99 } },
  required: ['id', 'index'],
} as const;
const signedUrlQuery = {
  type: 'object',
  properties: { expires: { type: 'string', maxLength: 16 }, signature: { type: 'string', maxLength: 64 } },
  required: ['expires', 'signature'],
} as const;

export const INBOX_LOCAL_ONLY = 'The sandbox inbox and SMS replies can only be used on the machine the portal runs on';

/**
 * The inbox lists every SMS code the sandbox "sent": only the machine the server runs on may
 * read it, even when HOST opens the server to the network. The socket's own address, never a
 * forwarded header, which anyone can write.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

export async function sandboxPlugin(app: FastifyInstance, options: SandboxPluginOptions): Promise<void> {
  if (options.mode !== 'sandbox') throw new SandboxInProductionError();
  const { outbox, localObjectStore } = options;
  const basePath = `${options.apiBase}/sandbox`;

  app.addHook('onRequest', async (request, reply) => {
    // The matched route's pattern, not the raw URL: no encoding of the path can dodge it.
    const route = request.routeOptions.url ?? '';
    const local = route === basePath || route.startsWith(`${basePath}/inbox`) || route.startsWith(`${basePath}/sms/`);
    if (local && !fromThisMachine(request)) {
      return reply.code(403).send({ message: INBOX_LOCAL_ONLY, code: 'FORBIDDEN' });
    }
  });

  // Messages hold one-time codes and personal data: never cached, never sent elsewhere.
  const privateHeaders = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');

  app.get<{ Querystring: { to?: string } }>(
    `${basePath}/inbox`,
    { schema: { querystring: inboxQuery } },
    async (request, reply) => {
      const messages = await outbox.list({ to: request.query.to });
      privateHeaders(reply);
      return { messages: messages.map((message) => summarize(message, basePath)) };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${basePath}/inbox/:id/html`,
    { schema: { params: messageParams } },
    async (request, reply) => {
      const message = await outbox.get(request.params.id);
      if (!message || message.html === null)
        return reply.code(404).send({ message: 'No e-mail with that id', code: 'NOT_FOUND' });
      privateHeaders(reply).header('content-security-policy', PREVIEW_CSP).type('text/html; charset=utf-8');
      return sanitizeEmailHtml(message.html);
    },
  );

  app.get<{ Params: { id: string; index: number } }>(
    `${basePath}/inbox/:id/attachments/:index`,
    { schema: { params: attachmentParams } },
    async (request, reply) => {
      const found = await outbox.readAttachment(request.params.id, request.params.index);
      if (!found) return reply.code(404).send({ message: 'No attachment with that id', code: 'NOT_FOUND' });
      privateHeaders(reply)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(found.attachment.filename))
        .type(found.attachment.contentType);
      return found.content;
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    basePath,
    { schema: { querystring: inboxQuery } },
    async (request, reply) => {
      const to = request.query.to?.trim() ?? '';
      const messages = await outbox.list({ to });
      privateHeaders(reply).header('content-security-policy', INBOX_PAGE_CSP).type('text/html; charset=utf-8');
      return renderInboxPage(messages, { basePath, to });
    },
  );

  if (options.payments) registerPaymentsRoutes(app, basePath, options.payments);
  if (options.smsOptOuts) registerSmsReplyRoutes(app, basePath, options.smsOptOuts);

  if (localObjectStore) {
    app.get<{ Params: { '*': string }; Querystring: { expires: string; signature: string } }>(
      `${basePath}/objects/*`,
      { schema: { querystring: signedUrlQuery } },
      async (request, reply) => {
        const key = request.params['*'];
        const { expires, signature } = request.query;
        if (!localObjectStore.verifySignedUrl(key, expires, signature)) {
          return reply.code(403).send({ message: 'This link has expired or is not valid', code: 'FORBIDDEN' });
        }
        const object = await localObjectStore.get(key);
        if (!object) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
        privateHeaders(reply).header('content-security-policy', "default-src 'none'; sandbox").type(object.contentType);
        return object.body;
      },
    );
  }
}

/** The JSON form of a message: links instead of the HTML body and attachment bytes. */
function summarize(message: SandboxMessageView, basePath: string) {
  const { html, attachments, timeline: _timeline, ...rest } = message;
  return {
    ...rest,
    htmlUrl: html === null ? null : `${basePath}/inbox/${message.id}/html`,
    attachments: attachments.map((attachment, index) => ({
      ...attachment,
      url: `${basePath}/inbox/${message.id}/attachments/${index}`,
    })),
  };
}

/** RFC 6266 with an ASCII fallback, so a crafted filename cannot break out of the header. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
