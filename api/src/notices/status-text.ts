/**
 * The text message of a status notice (pending, completed, failed, returned, cancelled): from
 * the client's side, naming the tenant, the amount as money and a link to the transfer's page
 * in the tenant's portal. Nothing else: no account numbers, no names, no property, since a
 * text shows on a locked phone's screen. One message segment where the tenant's name allows.
 */
import { type MessageType, TRANSFER_STATUS } from '@portal/shared/constants';
import { clientFormats, textsIn } from '../i18n';
import { tenantPortalUrl } from '../platform/config/tenant-api-config';
import type { NoticeSubject } from './notice-repository';
import { noticeLanguage } from './notice-language';
import { noticeStatus } from './notice-status';

/** The portal's page of one transfer (the front end's transferOverview route) on the tenant's host. */
export function transferLink(portalUrlTemplate: string, subject: Pick<NoticeSubject, 'tenant' | 'transfer'>): string {
  return `${tenantPortalUrl(portalUrlTemplate, subject.tenant.identifier)}/transfer-history/${subject.transfer.id}`;
}

/** The text's catalogue id (notices.sms.*), by the status the notice reports; null for a request. */
function textId(kind: MessageType, status: string): string | null {
  if (kind === 'transfer_initiated') return 'notices.sms.initiated';
  if (kind === 'transfer_receipt') return 'notices.sms.receipt';
  if (kind !== 'transfer_fail') return null;
  if (status === TRANSFER_STATUS.returned) return 'notices.sms.returned';
  if (status === TRANSFER_STATUS.cancelled) return 'notices.sms.cancelled';
  if (status === TRANSFER_STATUS.rejected) return 'notices.sms.rejected';
  return 'notices.sms.failed';
}

/** The status text in the client's language (noticeLanguage), the amount as they read money. */
export function statusText(kind: MessageType, subject: NoticeSubject, link: string): string | null {
  const { transfer, tenant } = subject;
  const id = textId(kind, noticeStatus(kind, transfer.status));
  if (!id) return null;
  const language = noticeLanguage(subject);
  const values = {
    amount: clientFormats(language).money(transfer.amountCents),
    payout: transfer.disbursement ? 'yes' : 'no',
    tenantName: tenant.name,
    link,
  };
  return textsIn(language).text({ id, values });
}
