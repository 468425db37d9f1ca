/**
 * Refunds (docs/tenant-api.md, "Refunds"): the tenant pays a client back, in full or in part,
 * for a completed transfer the client made. A refund is a transfer of its own — a credit from
 * the tenant's escrow account to the account the client paid from, `refund_of_transfer_id`
 * naming the transfer it pays back — started by the portal with no action of the client's, and
 * moved by the provider like any transfer (notices, webhooks, live status). It goes out exactly
 * once like every start (ADR 0021): the row is written `starting` with its idempotency key and
 * reconcile job in the tenant's request transaction, and only that request calls the provider.
 *
 * The refunded transfer is locked while a refund is decided, so refunds never add up to more
 * than the client paid (amount and fee), whatever arrives at once.
 */
import { randomUUID } from 'node:crypto';
import { payoutRail, RAIL_LIMIT_CENTS, TRANSFER_STATUS, type PayoutSpeed } from '@portal/shared/constants';
import type { Transaction } from '../platform/database/database';
import { AppError, badUserInput, notFound } from '../platform/http/errors';
import { centsToDecimal } from '../platform/money';
import { newConfirmationCode } from './confirmation-code';
import { createRefundRepository } from './refund-repository';
import type { ClaimedAttempt, StartAttempts } from './start-attempt';
import { TRANSFER_NOT_FOUND } from './transfer-messages';

export const NOT_REFUNDABLE = 'Only a completed transfer a client paid can be refunded';
export const REFUND_ACCOUNT_GONE = 'The account the client paid from can no longer receive a refund';
export const REFUND_INSTANT_REFUSED =
  "The client's account cannot receive instant payments and the tenant's instant fallback is to refuse";
export const refundExceedsPaid = (remainingCents: number) =>
  `A refund cannot exceed what was paid less earlier refunds: at most ${centsToDecimal(remainingCents)}`;

export interface RefundChoice {
  /** Null: all that is left to refund. */
  amountCents: number | null;
  speed: PayoutSpeed;
  /** The Client Disbursement type: a refund is a credit to the client. */
  transferTypeId: string | null;
}

export function createRefunds({ attempts }: { attempts: StartAttempts }) {
  return {
    /**
     * Decides and writes a refund of the tenant's transfer `transferId`, `starting`, in `tx`
     * (the tenant API's request transaction, which also holds its Idempotency-Key).
     */
    async claim(tx: Transaction, tenantId: string, transferId: string, choice: RefundChoice): Promise<ClaimedAttempt> {
      const refunds = createRefundRepository(tx);
      const original = await refunds.lockForRefund(tenantId, transferId);
      if (!original) throw notFound(TRANSFER_NOT_FOUND);
      if (original.disbursement || original.refundOfTransferId || original.status !== TRANSFER_STATUS.completed)
        throw new AppError('CONFLICT', 409, NOT_REFUNDABLE);
      const remaining = original.amountCents + original.feeCents - (await refunds.refundedCents(original.id));
      const amountCents = choice.amountCents ?? remaining;
      if (amountCents <= 0 || amountCents > remaining)
        throw new AppError('CONFLICT', 409, refundExceedsPaid(Math.max(remaining, 0)));

      const destination = await refunds.account(tenantId, original.sourceBankAccountId);
      const source = await refunds.account(tenantId, original.escrowBankAccountId ?? original.destBankAccountId);
      const customerId = await refunds.paymentsCustomerOf(tenantId, original.clientId);
      if (!destination?.fundingSourceId || !source?.fundingSourceId || !customerId)
        throw new AppError('CONFLICT', 409, REFUND_ACCOUNT_GONE);
      const fallback = (await refunds.instantFallbackOf(tenantId)) ?? 'same-day';
      const rail = payoutRail(choice.speed, fallback, destination.instantPayments);
      if (!rail) throw new AppError('CONFLICT', 409, REFUND_INSTANT_REFUSED);
      const limit = RAIL_LIMIT_CENTS[rail];
      if (limit !== null && amountCents > limit)
        throw badUserInput(`amount: a ${rail} refund cannot exceed ${centsToDecimal(limit)}`);

      const row = await refunds.insert({
        tenantId,
        clientId: original.clientId,
        transferTypeId: choice.transferTypeId,
        refundOfTransferId: original.id,
        status: TRANSFER_STATUS.starting,
        disbursement: true,
        amountCents,
        feeCents: 0,
        purpose: 'Refund',
        firstName: original.firstName,
        middleName: original.middleName,
        lastName: original.lastName,
        email: original.email,
        mobilePhone: original.mobilePhone,
        propertyAddress1: original.propertyAddress1,
        propertyAddress2: original.propertyAddress2,
        propertyCity: original.propertyCity,
        propertyState: original.propertyState,
        propertyZipcode: original.propertyZipcode,
        notes: [],
        sourceBankAccountId: source.id,
        destBankAccountId: destination.id,
        escrowBankAccountId: source.id,
        payoutSpeed: choice.speed,
        rail,
        startKey: randomUUID(),
        startedAt: new Date(),
        confirmationCode: newConfirmationCode(),
      });
      return attempts.startIn(tx, row, customerId, {
        sourceFundingSourceId: source.fundingSourceId,
        destinationFundingSourceId: destination.fundingSourceId,
        amountCents,
        rail,
      });
    },

    /**
     * After the claim committed: its one provider call. A refusal leaves the refund in error and
     * an unknown outcome to the reconciler; either way the caller reads the row as it stands.
     */
    async send(claimed: ClaimedAttempt): Promise<void> {
      await attempts
        .call({ clientId: claimed.row.clientId, tenantId: claimed.row.tenantId }, claimed)
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
