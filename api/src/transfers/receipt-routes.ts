import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../platform/http/auth-context';
import { FORM_BODY_LIMIT_BYTES } from '../platform/http/input-schemas';
import { noStore } from '../platform/http/no-store';
import { RECEIPT_PATHS, type Receipts } from './receipts';

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

/**
 * `POST /message/email/transfer-initiated` and `/message/email/disbursement-initiated-client`:
 * "Send Receipt" after a transfer or an accepted disbursement, to up to 5 addresses.
 */
export async function receiptRoutes(app: FastifyInstance, { receipts }: { receipts: Receipts }) {
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
}
