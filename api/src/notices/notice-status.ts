import { type MessageType, TRANSFER_STATUS } from '@portal/shared/constants';

/** The status a notice reports: the one that caused it, whatever the transfer has moved on to since. */
const STATUS_OF_KIND: Partial<Record<MessageType, string>> = {
  transfer_initiated: TRANSFER_STATUS.pending,
  transfer_receipt: TRANSFER_STATUS.completed,
  transfer_fail: TRANSFER_STATUS.error,
};

/** The ways a transfer ends without the money staying: a failure notice says which one it was. */
const FAILED_STATUSES: readonly string[] = [
  TRANSFER_STATUS.error,
  TRANSFER_STATUS.returned,
  TRANSFER_STATUS.cancelled,
  TRANSFER_STATUS.rejected,
];

export function noticeStatus(kind: MessageType, status: string): string {
  if (kind === 'transfer_fail' && FAILED_STATUSES.includes(status)) return status;
  return STATUS_OF_KIND[kind] ?? status;
}
