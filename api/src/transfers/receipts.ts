/**
 * "Send Receipt" on Success (requirements §5, §7 `POST /message/email/transfer-initiated` and,
 * for an accepted disbursement, `POST /message/email/disbursement-initiated-client`): a receipt
 * (the subject and body say so; amount, payee, confirmation code, when the money is expected,
 * the authorization's words) with the receipt PDF attached (transfer-documents.ts), one e-mail to
 * each of up to five addresses the client types, so no one sees another's address. The
 * automatic transfer_initiated notice is a different message and stays as it is. Queued in the
 * outbox, so a crash after the answer loses nothing; the browser's disabled button stops double
 * sends, and a request's e-mails are keyed by the request, so a retried job sends none twice.
 */
import type { Locale, TextDescriptor } from '@portal/shared/i18n';
import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS, TRANSFER_STATUS } from '@portal/shared/constants';
import type { ReceiptsSent } from '@portal/shared/contracts';
import { receiptEmailsSchema } from '@portal/shared/validation';
import type { Database } from '../platform/database/database';
import type { OwnerScope } from '../platform/database/owner-scope';
import { AppError, notFound } from '../platform/http/errors';
import { enqueueEmail, type JobLogger } from '../platform/jobs';
import { clientObjectKey, type ObjectStore } from '../platform/providers';
import { textsIn } from '../i18n';
import { noticeLanguage, PDF_CONTENT_TYPE, renderNoticeEmail, templateValues, type EmailTemplate } from '../notices';
import { arrivalOf } from './transfer-evidence';
import { arrivalWords } from './authorization-terms';
import type { RecordSubject, TransferDocuments } from './transfer-documents';
import { TRANSFER_NOT_FOUND } from './transfer-messages';

export const TRANSFER_NOT_STARTED: TextDescriptor = { id: 'transfers.receiptNotStarted' };

/** What a receipt route is about: a client's transfer, or a disbursement the client accepted. */
export type ReceiptKind = 'transfer' | 'disbursement';

/** The REST path of each kind's receipt (requirements §7), one contract for both. */
export const RECEIPT_PATHS: Record<ReceiptKind, string> = {
  transfer: '/message/email/transfer-initiated',
  disbursement: '/message/email/disbursement-initiated-client',
};

/** The template's {{placeholders}}, passed through the catalogue's ICU messages as they are. */
const PLACEHOLDERS = Object.fromEntries(
  ['tenantName', 'total', 'amount', 'confirmationCode', 'propertyAddress', 'account', 'expectedArrival'].map((name) => [
    name,
    `{{${name}}}`,
  ]),
);

/**
 * The receipt e-mail in `language` (the client's): for a transfer, what was paid, to whom, the
 * code to quote, and the words agreed to; for an accepted disbursement (requirements §9: funds
 * expected in 1-3 business days), who pays what into which account.
 */
export function receiptTemplate(kind: ReceiptKind, language: Locale): EmailTemplate {
  const texts = textsIn(language);
  const say = (id: string) => texts.text({ id: `receipt.${id}`, values: PLACEHOLDERS });
  const authorization = `<p>${say('heading.authorization')}: {{authorization}}</p>`;
  if (kind === 'disbursement') {
    return {
      subject: say('email.payoutSubject'),
      bodyHtml:
        `<p>${say('email.payoutHeading')}</p>` +
        `<p>${say('email.payoutLine')}<br>${say('label.confirmationCode')}: {{confirmationCode}}</p>` +
        `<p>${say('email.payoutArrival')}</p>${authorization}<p>${say('email.attached')}</p>`,
    };
  }
  return {
    subject: say('email.paymentSubject'),
    bodyHtml:
      `<p>${say('email.paymentHeading')}</p>` +
      `<p>${texts.text({ id: 'notices.label.amount' })}: {{amount}}<br>${texts.text({ id: 'notices.label.fee' })}: {{fee}}<br>${texts.text({ id: 'notices.label.total' })}: {{total}}<br>` +
      `${say('label.paidTo')}: {{tenantName}}<br>${say('label.paidFrom')}: {{account}}<br>` +
      `${texts.text({ id: 'notices.label.property' })}: {{propertyAddress}}<br>${say('label.confirmationCode')}: {{confirmationCode}}<br>` +
      `${say('label.fundsExpected')} {{expectedArrival}}</p>` +
      `${authorization}<p>{{wireFraudNotice}}</p><p>${say('email.attached')}</p>`,
  };
}

/** Statuses in which the transfer has been started, so a receipt says something true. */
const RECEIPT_STATUSES: readonly string[] = [
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.completed,
];

function receiptValues(subject: RecordSubject, date: Date, language: Locale): Record<string, string> {
  const { transfer, tenant, authorization } = subject;
  const texts = textsIn(language);
  const arrival = arrivalOf(transfer);
  return {
    ...templateValues(subject, date, '', language),
    account: authorization
      ? texts.text({
          id: 'receipt.account',
          values: { bankName: authorization.bankName, lastFour: authorization.accountLastFour },
        })
      : '--',
    confirmationCode: transfer.confirmationCode ?? '',
    expectedArrival: arrival ? arrivalWords(arrival, language) : '',
    authorization: authorization?.text ?? '--',
    wireFraudNotice: texts.text({ id: 'receipt.wireFraudNotice', values: { tenantName: tenant.name } }),
  };
}

export function createReceipts(deps: {
  db: Database;
  objectStore: ObjectStore;
  documents: TransferDocuments;
  logger: JobLogger;
}) {
  return {
    async send(
      owner: OwnerScope,
      request: { kind: ReceiptKind; transferId: string; emails: string[] },
    ): Promise<ReceiptsSent> {
      const { emails } = await receiptEmailsSchema.validate({ emails: request.emails }, { abortEarly: false });
      const recipients = [...new Set(emails.map((address) => address?.trim().toLowerCase() ?? '').filter(Boolean))];
      const subject = await deps.documents.subject(owner, request.transferId);
      // Each route is for its own kind: a transfer's receipt never goes out as a disbursement's.
      if (subject.transfer.disbursement !== (request.kind === 'disbursement')) throw notFound(TRANSFER_NOT_FOUND);
      if (!RECEIPT_STATUSES.includes(subject.transfer.status))
        throw new AppError('CONFLICT', 409, TRANSFER_NOT_STARTED);

      try {
        const storageKey = clientObjectKey(
          { tenantId: owner.tenantId, clientId: owner.clientId, type: 'receipt' },
          'pdf',
        );
        const date = new Date();
        await deps.objectStore.put(storageKey, await deps.documents.receiptPdf(subject, date), PDF_CONTENT_TYPE);
        // In the client's language (else the tenant's), to every address the client gave.
        const language = noticeLanguage(subject);
        const template = receiptTemplate(request.kind, language);
        const email = renderNoticeEmail('transfer_receipt', template, receiptValues(subject, date, language), language);
        const requestKey = randomUUID();
        const attachment = {
          filename: `receipt-${subject.transfer.confirmationCode ?? subject.transfer.id}.pdf`,
          contentType: PDF_CONTENT_TYPE,
          storageKey,
        };
        for (const to of recipients) {
          await enqueueEmail(
            deps.db,
            { to: [to], ...email, attachments: [attachment] },
            `receipt:${subject.transfer.id}:${requestKey}:${to}`,
          );
        }
      } catch (error) {
        deps.logger.error({ transferId: subject.transfer.id, error: errorName(error) }, 'receipt not queued');
        throw new AppError('EMAIL_SEND_FAILED', 502, ERROR_TEXTS.EMAIL_SEND_FAILED, true);
      }
      return { sent: recipients.length };
    },
  };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

export type Receipts = ReturnType<typeof createReceipts>;
