import type { MessageType } from '@portal/shared/constants';
import type { TransferNotice } from './pdf-renderer';

export const NOTICE_TITLES: Record<MessageType, string> = {
  transfer_request: 'Transfer Request',
  transfer_initiated: 'Transfer Initiated',
  transfer_receipt: 'Transfer Receipt',
  transfer_fail: 'Transfer Failed',
};

/** The sentence under the title; a disbursement's money moves from the tenant to the client. */
export function noticeSummary(notice: TransferNotice): string {
  const { messageType, tenantName, disbursement } = notice;
  const counterpart = disbursement ? `from ${tenantName}` : `to ${tenantName}`;
  switch (messageType) {
    case 'transfer_request':
      return disbursement
        ? `${tenantName} has sent you a payment to accept.`
        : `${tenantName} requests a transfer from you.`;
    case 'transfer_initiated':
      return `Your transfer ${counterpart} has been initiated.`;
    case 'transfer_receipt':
      return `This is the receipt for your transfer ${counterpart}.`;
    case 'transfer_fail':
      if (notice.status === 'returned') return `Your transfer ${counterpart} was returned by your bank.`;
      if (notice.status === 'cancelled') return `Your transfer ${counterpart} was cancelled.`;
      return `Your transfer ${counterpart} could not be completed.`;
  }
}
