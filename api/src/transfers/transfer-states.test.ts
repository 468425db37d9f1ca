import {
  ALL_TRANSFER_STATUSES,
  TRANSFER_MOVES,
  type TransferMoves,
  type TransferStatus,
} from '@portal/shared/constants';
import { predecessorsOf, STARTED_STATUSES, statusOfProviderTransfer } from './transfer-states';

const providerMoves = Object.entries(TRANSFER_MOVES).flatMap(([from, row]) =>
  Object.entries(row)
    .filter(([, actor]) => actor === 'provider')
    .map(([to]) => [from as TransferStatus, to as TransferStatus] as const),
);

describe('the money-movement machine', () => {
  it.each(providerMoves)("accepts the provider's move %s → %s", (from, to) => {
    expect(predecessorsOf(to)).toContain(from);
  });

  it('accepts nothing the table does not give the provider', () => {
    for (const to of ALL_TRANSFER_STATUSES) {
      for (const from of predecessorsOf(to)) {
        const row: TransferMoves[TransferStatus] = TRANSFER_MOVES[from];
        expect(`${from} → ${to}: ${row[to]}`).toBe(`${from} → ${to}: provider`);
      }
    }
  });

  it.each([
    // Backwards: a replayed or late event.
    ['completed', 'pending'],
    ['submitted', 'pending'],
    ['completed', 'submitted'],
    ['error', 'completed'],
    ['cancelled', 'completed'],
    // Not the provider's to make.
    ['draft', 'pending'],
    ['Requested', 'completed'],
    ['sent', 'submitted'],
    ['starting', 'draft'],
    ['viewed', 'cancelled'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(predecessorsOf(to)).not.toContain(from);
  });

  it('moves forward only, pending possibly straight to an end', () => {
    expect(predecessorsOf('pending')).toEqual(['starting']);
    expect(predecessorsOf('submitted')).toEqual(['pending']);
    for (const end of ['completed', 'error', 'cancelled'] as const) {
      expect([...predecessorsOf(end)].sort()).toEqual(['pending', 'starting', 'submitted']);
    }
    expect(predecessorsOf('draft')).toEqual([]);
    expect(predecessorsOf('sent')).toEqual([]);
  });

  it('counts a transfer as started once the provider holds it', () => {
    expect([...STARTED_STATUSES].sort()).toEqual([
      'cancelled',
      'completed',
      'error',
      'pending',
      'returned',
      'submitted',
    ]);
    for (const status of ['pending', 'processed', 'failed', 'cancelled'] as const) {
      expect(STARTED_STATUSES).toContain(statusOfProviderTransfer({ status }));
    }
  });
});
