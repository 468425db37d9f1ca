import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../platform/http/auth-context';
import { FORM_BODY_LIMIT_BYTES } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import { RECEIPT_PATHS, type Receipts } from './receipts';
import type { TransferDocuments } from './transfer-documents';

const receiptBody = {
  type: 'object',
  required: ['transfer_GUID', 'emailRecipient'],
  additionalProperties: false,
  properties: {
    transfer_GUID: { type: 'string', maxLength: 64 },
    // Up to 5 are allowed; more are refused with the requirements' wording by the shared schema.
    emailRecipient: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 320 } },
    additionalEmailRecipient: { type: 'boolean' },
  },
} as const;

interface ReceiptBody {
  transfer_GUID: string;
  emailRecipient: string[];
  additionalEmailRecipient?: boolean;
}

const documentParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `POST /message/email/transfer-initiated` and `/message/email/disbursement-initiated-client`:
 * "Send Receipt" after a transfer or an accepted disbursement, to up to 5 addresses; and the
 * session client's own records of a started transfer, `GET /transfer/:id/receipt.pdf` and
 * `GET /transfer/:id/authorization.pdf` (404 for anyone else's).
 */
export async function receiptRoutes(
  app: FastifyInstance,
  { receipts, documents }: { receipts: Receipts; documents: TransferDocuments },
) {
  app.addHook('onSend', noStore);

  for (const kind of ['receipt', 'authorization'] as const) {
    app.get<{ Params: { id: string } }>(
      `/transfer/:id/${kind}.pdf`,
      { schema: { params: documentParams } },
      async (request, reply) => {
        const subject = await documents.subject(requireAuth(request), request.params.id);
        const pdf =
          kind === 'receipt' ? await documents.receiptPdf(subject) : await documents.authorizationPdf(subject);
        const name = `${kind}-${subject.transfer.confirmationCode ?? subject.transfer.id}.pdf`;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(pdf);
      },
    );
  }

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
}
