// Transfers as the transfer page and Success read them (TransferOverview), in each state.
import type { TransferOverview } from '../features/overview/api/get-transfer-overview';
import { transferRecord } from './fixtures';

const AUTHORIZATION: NonNullable<TransferOverview['authorization']> = {
  id: 'auth-1',
  kind: 'debit',
  text: 'I, Dana Demo, authorize Demo Title & Escrow to debit my account at First Platypus Bank ••1001 once for $502.50.',
  authorizedAt: '2026-11-20T15:01:00.000Z',
  amount: '500.00',
  fee: '2.50',
  total: '502.50',
  payee: 'Demo Title & Escrow',
  bankName: 'First Platypus Bank',
  accountLastFour: '1001',
};

export function transferOverview(overrides: Partial<TransferOverview> = {}): TransferOverview {
  return {
    ...transferRecord({ status: 'pending' }),
    confirmationCode: 'K7M4-P2QX',
    cancellable: true,
    underReview: false,
    expectedArrival: { earliest: '2026-11-23', latest: '2026-11-23', rail: 'standard' },
    payoutSpeed: null,
    rail: 'standard',
    refundOfTransferId: null,
    refunds: [],
    failure: null,
    statusHistory: [
      { step: 'created', at: '2026-11-20T15:00:00.000Z', reasonCode: null },
      { step: 'authorized', at: '2026-11-20T15:01:00.000Z', reasonCode: null },
      { step: 'pending', at: '2026-11-20T15:01:02.000Z', reasonCode: null },
    ],
    authorization: AUTHORIZATION,
    ...overrides,
  };
}

/** An R01: the bank returned the debit for insufficient funds. */
export function failedR01(overrides: Partial<TransferOverview> = {}): TransferOverview {
  return transferOverview({
    status: 'error',
    cancellable: false,
    failure: {
      code: 'R01',
      message: 'Your bank returned the payment for insufficient funds.',
      nextStep: 'Make sure the account holds the full amount, or try again with another account.',
    },
    statusHistory: [
      { step: 'created', at: '2026-11-20T15:00:00.000Z', reasonCode: null },
      { step: 'authorized', at: '2026-11-20T15:01:00.000Z', reasonCode: null },
      { step: 'pending', at: '2026-11-20T15:01:02.000Z', reasonCode: null },
      { step: 'error', at: '2026-11-21T14:30:00.000Z', reasonCode: 'R01' },
    ],
    ...overrides,
  });
}
