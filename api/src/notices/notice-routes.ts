import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../identity/auth-context';
import { notFound } from '../platform/http/errors';
import type { ObjectStore } from '../platform/providers';
import { FORM_BODY_LIMIT_BYTES, pathId } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import { isUuid } from '../platform/http/request-scope';
import { PDF_CONTENT_TYPE } from './issue-notice';
import type { NoticeRepository } from './notice-repository';
import { RECEIPT_PATHS, type Receipts } from '../transfers/receipts';

export const MESSAGE_NOT_FOUND = 'Message not found';

const receiptBody = {
  type: 'object',
  required: ['transfer_GUID', 'emailRecipient'],
  additionalProperties: false,
  properties: {
    transfer_GUID: { type: 'string', maxLength: 64 },
    // Up to 5 are allowed; more are refused with the spec's wording by the shared schema.
    emailRecipient: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 320 } },
    additionalEmailRecipient: { type: 'boolean' },
  },
} as const;

interface ReceiptBody {
  transfer_GUID: string;
  emailRecipient: string[];
  additionalEmailRecipient?: boolean;
}

/**
 * `POST /message/email/transfer-initiated` and `/message/email/disbursement-initiated-client`
 * (receipts) and `GET /messages/:id/pdf`, the
 * messageURL of a notice: the PDF, to its owner's session only (anyone else: 404).
 */
export async function noticeRoutes(
  app: FastifyInstance,
  { notices, objectStore, receipts }: { notices: NoticeRepository; objectStore: ObjectStore; receipts: Receipts },
) {
  app.addHook('onSend', noStore);

  for (const kind of ['transfer', 'disbursement'] as const) {
    app.post<{ Body: ReceiptBody }>(
      RECEIPT_PATHS[kind],
      { bodyLimit: FORM_BODY_LIMIT_BYTES, schema: { body: receiptBody } },
      async (request) => {
        const { clientId, tenantId } = requireAuth(request);
        return receipts.send(
          { clientId, tenantId },
          { kind, transferId: request.body.transfer_GUID, emails: request.body.emailRecipient },
        );
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    '/messages/:id/pdf',
    { schema: { params: { type: 'object', properties: { id: pathId }, required: ['id'] } } },
    async (request, reply) => {
      const { clientId, tenantId } = requireAuth(request);
      const id = request.params.id.toLowerCase();
      const message = isUuid(id) ? await notices.findOwnMessage({ clientId, tenantId }, id) : null;
      const stored = message?.pdfStorageKey ? await objectStore.get(message.pdfStorageKey) : null;
      if (!message || !stored) throw notFound(MESSAGE_NOT_FOUND);
      return reply
        .type(PDF_CONTENT_TYPE)
        .header('content-disposition', `inline; filename="${message.type}-${id}.pdf"`)
        .send(stored.body);
    },
  );
}
