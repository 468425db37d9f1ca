/**
 * The transfer_request notice (requirements §3 template label), sent when a tenant requests funds or
 * sends a disbursement through the tenant API: the ClientMessage with its PDF and the e-mail
 * (the `notice.issue` job, as for every notice) and a text message with a link to the
 * tenant's portal, when the client's choice (/account) includes texts. Both are enqueued in the
 * caller's transaction and keyed by the notice key, so each request notifies exactly once
 * however often its creation is retried.
 */
import { type NoticeChannel, REQUEST_LINK_PARAM, wantsTexts } from '@portal/shared/constants';
import type { Locale } from '@portal/shared/i18n';
import { clientFormats, textsIn } from '../i18n';
import type { Database, Transaction } from '../platform/database/database';
import { enqueueSms } from '../platform/jobs';
import { noticeKey, notify } from './notify';

export interface TransferRequestNotice {
  transferId: string;
  disbursement: boolean;
  amountCents: number;
  tenantName: string;
  mobilePhone: string;
  /** How the client wants status news: no text when they chose e-mail only. */
  noticeChannel: NoticeChannel;
  /** Where the client continues: requestLink's page of the tenant's portal. */
  link: string;
  /** The client's language (else the tenant's default): the text is written in it. */
  language: Locale;
}

/**
 * The page a request's text or e-mail opens: /login for a client who has signed in before,
 * /create-account otherwise, carrying the request's signed reference, so the page says who
 * asks, how much and for which property, and the client lands on the request after the code.
 */
export function requestLink(portal: string, registered: boolean, reference: string): string {
  return `${portal}${registered ? '/login' : '/create-account'}?${REQUEST_LINK_PARAM}=${encodeURIComponent(reference)}`;
}

/** The text message: who asks, how much, and where to go (no personal data beyond the amount). */
export function transferRequestSms({
  disbursement,
  amountCents,
  tenantName,
  link,
  language,
}: TransferRequestNotice): string {
  const amount = clientFormats(language).money(amountCents);
  const id = disbursement ? 'notices.sms.requestPayout' : 'notices.sms.request';
  return textsIn(language).text({ id, values: { tenantName, amount, link } });
}

export async function notifyTransferRequest(tx: Database | Transaction, notice: TransferRequestNotice): Promise<void> {
  await notify(tx, 'transfer_request', notice.transferId);
  if (!wantsTexts(notice.noticeChannel)) return;
  const key = noticeKey({ kind: 'transfer_request', transferId: notice.transferId });
  await enqueueSms(tx, { to: notice.mobilePhone, body: transferRequestSms(notice) }, `notice-sms:${key}`);
}
