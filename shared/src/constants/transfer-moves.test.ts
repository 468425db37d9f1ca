/** @jest-environment node */
import {
  ALL_TRANSFER_STATUSES,
  canMove,
  EDITABLE_TRANSFER_STATUSES,
  isTransferStatus,
  movesInto,
  movesOutOf,
  TRANSFER_MOVES,
  type TransferActor,
  type TransferStatus,
} from './index';

const legalMoves = Object.entries(TRANSFER_MOVES).flatMap(([from, row]) =>
  Object.entries(row).map(
    ([to, actor]) => [from as TransferStatus, to as TransferStatus, actor as TransferActor] as const,
  ),
);

describe('transfer statuses', () => {
  it('declares every status once, spelt as stored, in the order the database check lists them', () => {
    expect(ALL_TRANSFER_STATUSES).toEqual([
      'draft',
      'pending',
      'submitted',
      'sent',
      'viewed',
      'completed',
      'cancelled',
      'error',
      'Requested',
      'Initiated',
      'returned',
      'created',
      'rejected',
      'awaiting approval',
      'starting',
    ]);
    expect(isTransferStatus('awaiting approval')).toBe(true);
    expect(isTransferStatus('requested')).toBe(false);
    expect(isTransferStatus('toString')).toBe(false);
  });
});

describe('TRANSFER_MOVES', () => {
  it('has a row for every status and names only known statuses', () => {
    expect(Object.keys(TRANSFER_MOVES).sort()).toEqual([...ALL_TRANSFER_STATUSES].sort());
    for (const [from, to] of legalMoves) {
      expect([from, isTransferStatus(to)]).toEqual([from, true]);
      expect(to).not.toBe(from);
    }
  });

  it.each(legalMoves)('lets %s → %s be made by the %s, and by no one else', (from, to, actor) => {
    expect(canMove(from, to, actor)).toBe(true);
    expect(movesInto(to, actor)).toContain(from);
    expect(movesOutOf(from, actor)).toContain(to);
    for (const other of ['client', 'tenant', 'portal', 'provider'] as const) {
      if (other !== actor) expect(canMove(from, to, other)).toBe(false);
    }
  });

  it.each([
    ['client', 'Requested', 'pending'],
    ['client', 'draft', 'starting'],
    ['client', 'viewed', 'Requested'],
    ['client', 'pending', 'draft'],
    ['tenant', 'pending', 'cancelled'],
    ['tenant', 'submitted', 'cancelled'],
    ['tenant', 'completed', 'cancelled'],
    ['portal', 'pending', 'draft'],
    ['provider', 'completed', 'pending'],
    ['provider', 'returned', 'completed'],
    ['provider', 'error', 'returned'],
    ['client', 'completed', 'returned'],
    ['provider', 'cancelled', 'completed'],
    ['provider', 'draft', 'pending'],
  ] as const)('refuses the %s a move from %s to %s', (actor, from, to) => {
    expect(canMove(from, to, actor)).toBe(false);
  });

  it('leaves completed only by a return, and the ended statuses with no way out', () => {
    expect(TRANSFER_MOVES.completed).toEqual({ returned: 'provider' });
    for (const from of ['returned', 'error', 'cancelled', 'created', 'rejected'] as const) {
      expect(Object.keys(TRANSFER_MOVES[from])).toEqual([]);
    }
  });

  it('lets only the tenant decide a held debit, and only the portal hold one', () => {
    expect(TRANSFER_MOVES['awaiting approval']).toEqual({ starting: 'tenant', rejected: 'tenant' });
    expect(movesInto('awaiting approval', 'portal')).toEqual(['starting']);
    expect(canMove('awaiting approval', 'starting', 'client')).toBe(false);
    expect(canMove('draft', 'awaiting approval', 'portal')).toBe(false);
  });

  it('lets the client edit a draft and what it can still move on: the requests and a viewed one', () => {
    expect(EDITABLE_TRANSFER_STATUSES).toEqual(['draft', 'viewed', 'Requested', 'Initiated']);
  });

  it('lets the tenant withdraw only what no money follows yet', () => {
    expect(movesInto('cancelled', 'tenant')).toEqual(['draft', 'sent', 'viewed', 'Requested', 'Initiated']);
  });
});
