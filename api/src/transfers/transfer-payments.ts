import type { PaymentsProvider, PaymentsTransfer, TransferRail } from '../platform/providers';

/** What money movement needs of the payments provider (providers/payments). */
export type TransferPayments = Pick<
  PaymentsProvider,
  'createTransfer' | 'getTransfer' | 'findTransferByCorrelationId' | 'parseWebhook' | 'cancelTransfer'
>;

/** One attempt's provider request: the funding sources it moves money between, and how much. */
export interface AttemptTransfer {
  sourceFundingSourceId: string;
  destinationFundingSourceId: string;
  amountCents: number;
  /** A disbursement's rail (payout-rail.ts); absent: standard ACH. */
  rail?: TransferRail;
}

/** One start attempt: its key (Dwolla Idempotency-Key) and where to look it up. */
export interface StartAttempt {
  transferId: string;
  startKey: string;
  /**
   * The client's payments customer, a party to the transfer (its source for a transfer, its
   * destination for a disbursement): Dwolla lists a customer's transfers both ways.
   */
  customerId: string;
  /**
   * The provider request the attempt sends, so that a reconciler can send it again with the
   * same key. Absent from reconcile jobs queued before it was recorded.
   */
  transfer?: AttemptTransfer;
}

/**
 * The provider transfer of an attempt, if the provider made it. By correlation id (our
 * transfer id): a transfer has at most one attempt that reached the provider, since a
 * refused attempt made nothing.
 */
export function findAttempt(payments: TransferPayments, attempt: StartAttempt): Promise<PaymentsTransfer | null> {
  return payments.findTransferByCorrelationId(attempt.transferId, attempt.customerId);
}
