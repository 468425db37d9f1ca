/**
 * Receipts from the success screen (requirements §5, §7 `POST /message/email/transfer-initiated` and,
 * for an accepted disbursement, `POST /message/email/disbursement-initiated-client`): the
 * transfer-initiated notice PDF (worded for a disbursement when it is one) e-mailed to up to
 * five addresses the client types. Queued in
 * the outbox, so a crash after the answer loses nothing; each request is its own e-mail (the
 * client may send to someone else later), the browser's disabled button stops double sends.
 */
import { randomUUID } from 'node:crypto';
import { EMAIL_SEND_FAILED, TRANSFER_STATUS } from '@portal/shared/constants';
import type { ReceiptsSent } from '@portal/shared/contracts';
import { receiptEmailsSchema } from '@portal/shared/validation';
import type { Database } from '../platform/database/database';
import { AppError, notFound } from '../platform/http/errors';
import { enqueueEmail, type JobLogger } from '../platform/jobs';
import { clientObjectKey } from '../platform/providers';
import type { OwnerScope } from '../platform/database/owner-scope';
import { isUuid } from '../platform/http/request-scope';
import { TRANSFER_NOT_FOUND } from './transfer-messages';
import {
  createNoticeRepository,
  type EmailTemplate,
  type NoticeDeps,
  PDF_CONTENT_TYPE,
  renderNoticeEmail,
  storeNoticePdf,
  templateValues,
} from '../notices';

export const TRANSFER_NOT_STARTED = 'A receipt can be sent once the transfer has been started';

/** What a receipt route is about: a client's transfer, or a disbursement the client accepted. */
export type ReceiptKind = 'transfer' | 'disbursement';

/** The REST path of each kind's receipt (requirements §7), one contract for both. */
export const RECEIPT_PATHS: Record<ReceiptKind, string> = {
  transfer: '/message/email/transfer-initiated',
  disbursement: '/message/email/disbursement-initiated-client',
};

/** Requirements §9: a disbursement's funds are expected in 1-3 business days. */
export const DISBURSEMENT_RECEIPT_TEMPLATE: EmailTemplate = {
  subject: 'Receipt: payment from {{tenantName}}',
  bodyHtml:
    '<p>Payment receipt</p><p>{{tenantName}} is paying {{amount}} for {{propertyAddress}} into the account the payment was accepted to.</p><p>Funds expected in 1-3 business days.</p><p>Date: {{date}}<br>Reference: {{reference}}</p>',
};

/** Statuses in which the transfer has been started, so a receipt says something true. */
const RECEIPT_STATUSES: Record<ReceiptKind, readonly string[]> = {
  transfer: [TRANSFER_STATUS.pending, TRANSFER_STATUS.submitted, TRANSFER_STATUS.sent, TRANSFER_STATUS.completed],
  // A sent disbursement is one the client has not accepted yet: nothing has moved.
  disbursement: [TRANSFER_STATUS.pending, TRANSFER_STATUS.submitted, TRANSFER_STATUS.completed],
};

export function createReceipts(deps: NoticeDeps & { db: Database; logger: JobLogger }) {
  const notices = createNoticeRepository(deps.db);

  return {
    async send(
      owner: OwnerScope,
      request: { kind: ReceiptKind; transferId: string; emails: string[] },
    ): Promise<ReceiptsSent> {
      const { emails } = await receiptEmailsSchema.validate({ emails: request.emails }, { abortEarly: false });
      const recipients = [...new Set(emails.map((address) => address?.trim() ?? '').filter(Boolean))];
      const subject = isUuid(request.transferId) ? await notices.findSubject(request.transferId.toLowerCase()) : null;
      if (
        !subject ||
        subject.transfer.clientId !== owner.clientId ||
        subject.transfer.tenantId !== owner.tenantId ||
        // Each route is for its own kind: a transfer's receipt never goes out as a disbursement's.
        subject.transfer.disbursement !== (request.kind === 'disbursement')
      ) {
        throw notFound(TRANSFER_NOT_FOUND);
      }
      if (!RECEIPT_STATUSES[request.kind].includes(subject.transfer.status))
        throw new AppError('CONFLICT', 409, TRANSFER_NOT_STARTED);

      try {
        const storageKey = clientObjectKey(
          { tenantId: owner.tenantId, clientId: owner.clientId, type: 'receipt' },
          'pdf',
        );
        const date = new Date();
        await storeNoticePdf(deps, subject, 'transfer_initiated', storageKey, date);
        // The tenant's transfer_initiated template speaks of a transfer to the tenant; a
        // disbursement's receipt says what happened instead (money from the tenant).
        const template =
          request.kind === 'disbursement'
            ? DISBURSEMENT_RECEIPT_TEMPLATE
            : await notices.findTemplate(owner.tenantId, 'transfer_initiated');
        const email = renderNoticeEmail('transfer_initiated', template, templateValues(subject, date));
        await enqueueEmail(
          deps.db,
          {
            to: recipients,
            ...email,
            attachments: [
              { filename: `receipt-${subject.transfer.id}.pdf`, contentType: PDF_CONTENT_TYPE, storageKey },
            ],
          },
          `receipt:${subject.transfer.id}:${randomUUID()}`,
        );
      } catch (error) {
        deps.logger.error({ transferId: subject.transfer.id, error: errorName(error) }, 'receipt not queued');
        throw new AppError('EMAIL_SEND_FAILED', 502, EMAIL_SEND_FAILED, true);
      }
      return { sent: recipients.length };
    },
  };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

export type Receipts = ReturnType<typeof createReceipts>;
