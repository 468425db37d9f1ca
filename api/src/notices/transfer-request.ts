/**
 * The transfer_request notice (requirements §3 template label), sent when a tenant requests funds or
 * sends a disbursement through the tenant API: the ClientMessage with its PDF and the e-mail
 * (the `notice.issue` job, as for every notice) and a text message with a link to the
 * tenant's portal, when the client's choice (/account) includes texts. Both are enqueued in the
 * caller's transaction and keyed by the notice key, so each request notifies exactly once
 * however often its creation is retried.
 */
import { type NoticeChannel, wantsTexts } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/format';
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
  /** Where the client continues: the tenant's portal (create-account for a new client, login otherwise). */
  link: string;
}

/** The text message: who asks, how much, and where to go (no personal data beyond the amount). */
export function transferRequestSms({ disbursement, amountCents, tenantName, link }: TransferRequestNotice): string {
  const amount = formatMoney(amountCents);
  return disbursement
    ? `${tenantName} has sent you a payment of ${amount}. Accept it securely at ${link}`
    : `${tenantName} requests a transfer of ${amount} from you. Continue securely at ${link}`;
}

export async function notifyTransferRequest(tx: Database | Transaction, notice: TransferRequestNotice): Promise<void> {
  await notify(tx, 'transfer_request', notice.transferId);
  if (!wantsTexts(notice.noticeChannel)) return;
  const key = noticeKey({ kind: 'transfer_request', transferId: notice.transferId });
  await enqueueSms(tx, { to: notice.mobilePhone, body: transferRequestSms(notice) }, `notice-sms:${key}`);
}
