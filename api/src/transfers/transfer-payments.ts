import type { PaymentsProvider, PaymentsTransfer } from '../platform/providers';

/** What money movement needs of the payments provider (providers/payments). */
export type TransferPayments = Pick<
  PaymentsProvider,
  'createTransfer' | 'getTransfer' | 'findTransferByCorrelationId' | 'parseWebhook'
>;

/** One start attempt: its key (Dwolla Idempotency-Key) and where to look it up. */
export interface StartAttempt {
  transferId: string;
  startKey: string;
  /**
   * The client's payments customer, a party to the transfer (its source for a transfer, its
   * destination for a disbursement): Dwolla lists a customer's transfers both ways.
   */
  customerId: string;
}

/**
 * The provider transfer of an attempt, if the provider made it. By correlation id (our
 * transfer id): a transfer has at most one attempt that reached the provider, since a
 * refused attempt made nothing.
 */
export function findAttempt(payments: TransferPayments, attempt: StartAttempt): Promise<PaymentsTransfer | null> {
  return payments.findTransferByCorrelationId(attempt.transferId, attempt.customerId);
}
