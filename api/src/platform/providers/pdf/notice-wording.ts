import type { MessageType } from '@portal/shared/constants';
import type { Locale } from '@portal/shared/i18n';
import { textsIn } from '../../../i18n';
import type { TransferNotice } from './pdf-renderer';

/** A notice's title in `language` ('Transfer Receipt', 'Recibo de transferencia'). */
export function noticeTitle(messageType: MessageType, language: Locale = 'en'): string {
  return textsIn(language).text({ id: `notices.title.${messageType}` });
}

/** The English titles: the message center's stored label of each notice. */
export const NOTICE_TITLES: Record<MessageType, string> = {
  transfer_request: noticeTitle('transfer_request'),
  transfer_initiated: noticeTitle('transfer_initiated'),
  transfer_receipt: noticeTitle('transfer_receipt'),
  transfer_fail: noticeTitle('transfer_fail'),
};

/** The sentence under the title; a disbursement's money moves from the tenant to the client. */
export function noticeSummary(notice: TransferNotice): string {
  const { messageType, tenantName, disbursement, language } = notice;
  const values = { tenantName, payout: disbursement ? 'yes' : 'no' };
  const say = (id: string) => textsIn(language).text({ id: `notices.summary.${id}`, values });
  switch (messageType) {
    case 'transfer_request':
      return say(disbursement ? 'requestPayout' : 'request');
    case 'transfer_initiated':
      return say('initiated');
    case 'transfer_receipt':
      return say('receipt');
    case 'transfer_fail':
      if (notice.status === 'returned') return say('returned');
      if (notice.status === 'cancelled') return say('cancelled');
      return say('failed');
  }
}
