/**
 * The `notice.issue` job (enqueued by notify): renders the notice PDF, stores it, then in one
 * transaction inserts the ClientMessage (unique by notice key) and enqueues its e-mail (unique
 * by the same key). Every step can run again after a crash without a second message or
 * e-mail: the PDF goes to a key derived from the notice, the row and the e-mail are keyed.
 */
import { randomUUID } from 'node:crypto';
import { type MessageType, MESSAGE_TYPES, wantsEmail, wantsTexts } from '@portal/shared/constants';
import { mixed, object, string } from 'yup';
import type { Database } from '../platform/database/database';
import { enqueueEmail, enqueueSms, type JobDefinition, PermanentJobError } from '../platform/jobs';
import type { ObjectStore, PdfRenderer } from '../platform/providers';
import { assertValidObjectKey } from '../platform/providers';
import { NOTICE_TITLES } from '../platform/providers/pdf/notice-wording';
import { createNoticeRepository, type NoticeRepository, type NoticeSubject } from './notice-repository';
import { propertyAddressLines, renderNoticeEmail, templateValues } from './notice-email';
import { noticeLanguage } from './notice-language';
import { noticeStatus } from './notice-status';
import { noticeKey, type NoticeJob } from './notify';
import { statusText, transferLink } from './status-text';
import { requestLink } from './transfer-request';
import { tenantPortalUrl } from '../platform/config/tenant-api-config';
import type { RequestReferences } from '../platform/security/request-references';

export const PDF_CONTENT_TYPE = 'application/pdf';

export interface NoticeDeps {
  db: Database;
  pdf: PdfRenderer;
  objectStore: ObjectStore;
  /** The API base, for messageURL (the owner-only PDF route). */
  apiBase: string;
  /** The tenant's portal, `{tenant}` for its identifier: the link in a status text. */
  portalUrlTemplate: string;
  /** Signs the reference in a request e-mail's link. */
  requestReferences: RequestReferences;
}

/** Renders the notice PDF of `kind` for the transfer and stores it under `storageKey`. */
export async function storeNoticePdf(
  deps: Pick<NoticeDeps, 'pdf' | 'objectStore'>,
  subject: NoticeSubject,
  kind: MessageType,
  storageKey: string,
  date: Date,
): Promise<void> {
  const { transfer, tenant, client } = subject;
  const pdf = await deps.pdf.render({
    messageType: kind,
    tenantName: tenant.name,
    clientName: [client.firstName, client.middleName, client.lastName].filter(Boolean).join(' '),
    propertyAddress: propertyAddressLines(subject),
    amountCents: transfer.amountCents,
    feeCents: transfer.feeCents,
    status: noticeStatus(kind, transfer.status),
    date,
    disbursement: transfer.disbursement,
    transferId: transfer.id,
    failureCode: kind === 'transfer_fail' ? transfer.failureCode : null,
    language: noticeLanguage(subject),
  });
  await deps.objectStore.put(storageKey, pdf, PDF_CONTENT_TYPE);
}

/** Where a notice's PDF lives: one key per notice, so a rerun overwrites instead of adding. */
export function noticePdfKey(subject: NoticeSubject, job: NoticeJob): string {
  const key = `tenants/${subject.tenant.id}/clients/${subject.client.id}/notice/${job.kind}-${job.transferId}.pdf`;
  assertValidObjectKey(key);
  return key;
}

export function messagePdfUrl(apiBase: string, messageId: string): string {
  return `${apiBase}/messages/${messageId}/pdf`;
}

const payloadSchema = object({
  kind: mixed<MessageType>()
    .oneOf([...MESSAGE_TYPES])
    .required(),
  transferId: string().uuid().required(),
});

export function createNoticeIssuer(deps: NoticeDeps) {
  const notices = createNoticeRepository(deps.db);

  return {
    async issue(job: NoticeJob): Promise<void> {
      const key = noticeKey(job);
      const subject = await notices.findSubject(job.transferId);
      if (!subject) throw new PermanentJobError('The notice names a transfer that does not exist');
      const { transfer, tenant, client } = subject;
      const storageKey = noticePdfKey(subject, job);
      const date = new Date();
      // A rerun after the message committed only makes sure its e-mail is queued (a keyed no-op).
      if (!(await notices.findByNoticeKey(key))) await storeNoticePdf(deps, subject, job.kind, storageKey, date);

      await deps.db.transaction(async (tx) => {
        const repository = createNoticeRepository(tx);
        const id = randomUUID();
        const message = await repository.insertOnce({
          id,
          noticeKey: key,
          tenantId: tenant.id,
          clientId: client.id,
          transferId: transfer.id,
          type: job.kind,
          label: NOTICE_TITLES[job.kind],
          pdfStorageKey: storageKey,
          messageURL: messagePdfUrl(deps.apiBase, id),
        });
        // The client's choice (/account) decides the channels; the message center has it regardless.
        // A client registered without an e-mail yet gets none.
        if (wantsEmail(client.noticeChannel) && client.email) {
          const language = noticeLanguage(subject);
          const template = await repository.findTemplate(tenant.id, job.kind, language);
          const link = await emailLink(deps, repository, subject, job.kind);
          const values = templateValues(subject, message.createdAt, link, language);
          const email = renderNoticeEmail(job.kind, template, values, language);
          await enqueueEmail(
            tx,
            {
              to: [client.email],
              ...email,
              attachments: [
                { filename: `${job.kind}-${transfer.id}.pdf`, contentType: PDF_CONTENT_TYPE, storageKey: storageKey },
              ],
            },
            `notice-email:${key}`,
          );
        }
        // A request's text is enqueued with the request itself (transfer-request.ts).
        const text = statusText(job.kind, subject, transferLink(deps.portalUrlTemplate, subject));
        if (text && wantsTexts(client.noticeChannel)) {
          await enqueueSms(tx, { to: client.mobilePhone, body: text }, `notice-sms:${key}`);
        }
      });
    },
  };
}

/**
 * Where a notice e-mail's link goes: a request's signed link (as its text message has), for
 * any other notice the transfer's page in the tenant's portal.
 */
async function emailLink(
  deps: NoticeDeps,
  // The transaction's repository: on PGlite a query outside it would wait for it forever.
  repository: NoticeRepository,
  subject: NoticeSubject,
  kind: MessageType,
): Promise<string> {
  if (kind !== 'transfer_request') return transferLink(deps.portalUrlTemplate, subject);
  const { transfer, tenant, client } = subject;
  const reference = deps.requestReferences.sign({
    transferId: transfer.id,
    tenantId: tenant.id,
    payout: transfer.disbursement,
  });
  const registered = await repository.hasLoginUser(client.id);
  return requestLink(tenantPortalUrl(deps.portalUrlTemplate, tenant.identifier), registered, reference);
}

export type NoticeIssuer = ReturnType<typeof createNoticeIssuer>;

export function issueNoticeJob(issuer: NoticeIssuer): JobDefinition {
  return {
    async handle(job) {
      const payload = await payloadSchema.validate(job.payload).catch(() => {
        throw new PermanentJobError('Malformed notice.issue payload');
      });
      await issuer.issue(payload);
    },
  };
}
