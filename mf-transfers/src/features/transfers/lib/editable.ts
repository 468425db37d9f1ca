import { LOCKED_TRANSFER_STATUSES, TRANSFER_STATUS } from '@portal/shared/constants';

/** Statuses in which the client can still fill in and send a transfer (the API's editable set). */
const EDITABLE: readonly string[] = [
  TRANSFER_STATUS.draft,
  TRANSFER_STATUS.viewed,
  TRANSFER_STATUS.requested,
  TRANSFER_STATUS.initiated,
];

/** Whether the details and review steps may open this transfer (else: 'The transfer cannot be edited'). */
export function isEditable(status: string): boolean {
  return !LOCKED_TRANSFER_STATUSES.includes(status) && EDITABLE.includes(status);
}

/** Navigation state history reads to show 'The transfer cannot be edited' (requirements §4). */
export interface HistoryState {
  notEditable?: boolean;
}
