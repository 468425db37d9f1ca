/** Demo messages (every type, over the last 30 days) and the documents (receipts) of transfers. */
import type { clientDocument, clientMessage } from '../../platform/database/schema';
import { ago, alex, dana, IDS, ivy, type Row } from './ids';

function message(
  id: string,
  owner: { tenantId: string; clientId: string },
  type: (typeof clientMessage.$inferInsert)['type'],
  transferId: string,
  days: number,
  hours = 0,
): Row<typeof clientMessage> {
  const createdAt = ago(days, hours);
  // messageURL and the PDF are filled in at start-up (seed/seed-notice-pdfs.ts): rendering needs the providers.
  return {
    id,
    ...owner,
    type,
    transferId,
    label: MESSAGE_LABELS[type],
    messageURL: null,
    createdAt,
    updatedAt: createdAt,
  };
}

const MESSAGE_LABELS: Record<(typeof clientMessage.$inferInsert)['type'], string> = {
  transfer_fail: 'Transfer failed',
  transfer_initiated: 'Transfer initiated',
  transfer_receipt: 'Transfer receipt',
  transfer_request: 'Transfer request',
};

const msg = (n: number) => `80000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Every message type, spread over the last 30 days (four of Dana's in the default last-7-days range, 15 in all). */
export const demoMessages: Row<typeof clientMessage>[] = [
  message(msg(1), dana, 'transfer_initiated', IDS.transfers.pending, 0, 1),
  message(msg(2), dana, 'transfer_request', IDS.transfers.requested, 3),
  message(msg(3), dana, 'transfer_initiated', IDS.transfers.submitted, 4),
  message(msg(4), dana, 'transfer_request', IDS.transfers.viewed, 6),
  message(msg(5), dana, 'transfer_initiated', IDS.transfers.completed, 10, 1),
  message(msg(6), dana, 'transfer_receipt', IDS.transfers.completed, 9),
  message(msg(7), dana, 'transfer_fail', IDS.transfers.error, 17),
  message(msg(8), dana, 'transfer_initiated', IDS.transfers.cancelled, 14),
  message(msg(9), dana, 'transfer_receipt', IDS.transfers.completed, 28),
  // Older ones, so Dana's list runs past one page (10) once the date filter is cleared.
  message(msg(31), dana, 'transfer_request', IDS.transfers.requested, 20),
  message(msg(32), dana, 'transfer_initiated', IDS.transfers.submitted, 21),
  message(msg(33), dana, 'transfer_fail', IDS.transfers.error, 22),
  message(msg(34), dana, 'transfer_initiated', IDS.transfers.completed, 24),
  message(msg(35), dana, 'transfer_request', IDS.transfers.viewed, 26),
  message(msg(36), dana, 'transfer_initiated', IDS.transfers.pending, 29),
  message(msg(11), ivy, 'transfer_request', IDS.transfers.ivyInitiated, 0, 6),
  message(msg(21), alex, 'transfer_initiated', IDS.transfers.alexCompleted, 9),
  message(msg(22), alex, 'transfer_receipt', IDS.transfers.alexCompleted, 8),
];

export const demoDocuments: Row<typeof clientDocument>[] = [
  {
    id: '90000000-0000-4000-8000-000000000001',
    ...dana,
    transferId: IDS.transfers.completed,
    type: 'receipt',
    description: 'Receipt for the transfer to Demo Title & Escrow',
    status: 'completed',
  },
  {
    id: '90000000-0000-4000-8000-000000000002',
    ...dana,
    transferId: IDS.transfers.requested,
    type: 'escrow agreement',
    description: 'Escrow agreement for 300 Cedar Lane',
    status: 'pending',
  },
  {
    id: '90000000-0000-4000-8000-000000000011',
    ...alex,
    transferId: IDS.transfers.alexCompleted,
    type: 'receipt',
    description: 'Receipt for the transfer to Acme Escrow Co.',
    status: 'Completed',
  },
];
