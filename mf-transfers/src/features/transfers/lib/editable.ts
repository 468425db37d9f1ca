import { EDITABLE_TRANSFER_STATUSES, LOCKED_TRANSFER_STATUSES } from '@portal/shared/constants';

/** Whether the details and review steps may open this transfer (else: 'The transfer cannot be edited'). */
export function isEditable(status: string): boolean {
  return (
    !LOCKED_TRANSFER_STATUSES.includes(status) && (EDITABLE_TRANSFER_STATUSES as readonly string[]).includes(status)
  );
}

/** Navigation state history reads to show 'The transfer cannot be edited' (requirements §4). */
export interface HistoryState {
  notEditable?: boolean;
}
