/**
 * The text message of a status notice (pending, completed, failed, returned, cancelled): from
 * the client's side, naming the tenant, the amount as money and a link to the transfer's page
 * in the tenant's portal. Nothing else: no account numbers, no names, no property, since a
 * text shows on a locked phone's screen. One message segment where the tenant's name allows.
 */
import { type MessageType, TRANSFER_STATUS } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/format';
import { tenantPortalUrl } from '../platform/config/tenant-api-config';
import type { NoticeSubject } from './notice-repository';
import { noticeStatus } from './notice-status';

/** The portal's page of one transfer (the front end's transferOverview route) on the tenant's host. */
export function transferLink(portalUrlTemplate: string, subject: Pick<NoticeSubject, 'tenant' | 'transfer'>): string {
  return `${tenantPortalUrl(portalUrlTemplate, subject.tenant.identifier)}/transfer-history/${subject.transfer.id}`;
}

/** What happened, by the status the notice reports; null for a notice that is not a status (a request). */
function happened(kind: MessageType, status: string, payout: boolean): string | null {
  if (kind === 'transfer_initiated') return payout ? 'is on its way to your bank' : 'has started and is pending';
  if (kind === 'transfer_receipt') return payout ? 'has arrived in your bank account' : 'is complete';
  if (kind !== 'transfer_fail') return null;
  if (status === TRANSFER_STATUS.returned) return 'was returned by the bank';
  if (status === TRANSFER_STATUS.cancelled) return 'was cancelled';
  if (status === TRANSFER_STATUS.rejected) return 'could not be accepted by the title company';
  return 'did not go through';
}

const NEXT: Partial<Record<MessageType, string>> = {
  transfer_initiated: 'Follow it at',
  transfer_receipt: 'Details:',
  transfer_fail: 'What to do next:',
};

export function statusText(kind: MessageType, subject: NoticeSubject, link: string): string | null {
  const { transfer, tenant } = subject;
  const payout = transfer.disbursement;
  const what = happened(kind, noticeStatus(kind, transfer.status), payout);
  if (!what) return null;
  const payment = `Your payment of ${formatMoney(transfer.amountCents)} ${payout ? 'from' : 'to'} ${tenant.name}`;
  return `${payment} ${what}. ${NEXT[kind]} ${link}`;
}
