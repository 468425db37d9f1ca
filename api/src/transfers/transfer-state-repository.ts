import { TRANSFER_STATUS, type PayoutSpeed, type TransferStatus } from '@portal/shared/constants';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/database/database';
import { transfer } from '../platform/database/schema';
import { predecessorsOf, STARTING } from './transfer-states';
import { type OwnerScope } from '../platform/database/owner-scope';

import type { TransferRow } from './transfer-repository';
import { newConfirmationCode } from './confirmation-code';

export interface StartClaim {
  owner: OwnerScope;
  id: string;
  /** The amount the checks approved: an edit that lands between check and claim makes the claim miss. */
  checkedAmountCents: number;
  startKey: string;
  feeCents: number;
  sourceBankAccountId: string;
  destBankAccountId: string;
  /** Standard, or same-day when the tenant debits same-day and the start makes today's window. */
  rail: PayoutSpeed;
}

/** Accepting a sent disbursement: the escrow pays, the client's own account receives. */
export interface DisbursementClaim {
  owner: OwnerScope;
  id: string;
  checkedAmountCents: number;
  startKey: string;
  sourceBankAccountId: string;
  destBankAccountId: string;
  /** The rail the client agreed to receive it by. */
  rail: PayoutSpeed;
}

/**
 * The money-movement state machine's writes (transfers/transfer-states.ts). Each is one
 * conditional UPDATE: the WHERE clause names the status it moves from, so of any number of
 * concurrent callers exactly one gets the row back and the others get null.
 * Works on a transaction as well as on the database.
 */
export function createTransferStateRepository(db: Database | Transaction) {
  const one = (rows: TransferRow[]) => rows[0] ?? null;
  /**
   * Either start's claim: the session client's transfer, still where the start begins (`from`)
   * and still at the checked amount, moves into starting with the attempt's key and accounts.
   */
  const claimFrom = async (
    claim: Omit<DisbursementClaim, 'rail'>,
    from: SQL[],
    charge: { feeCents: number; escrowBankAccountId: string; rail: PayoutSpeed },
  ): Promise<TransferRow | null> => {
    const { owner, id } = claim;
    return one(
      await db
        .update(transfer)
        .set({
          status: STARTING,
          startKey: claim.startKey,
          startedAt: sql`now()`,
          startCallBeganAt: null,
          feeCents: charge.feeCents,
          sourceBankAccountId: claim.sourceBankAccountId,
          destBankAccountId: claim.destBankAccountId,
          escrowBankAccountId: charge.escrowBankAccountId,
          rail: charge.rail,
          failureCode: null,
          // Kept once given: a start made again after a refusal is the same transfer to the client.
          confirmationCode: sql`coalesce(${transfer.confirmationCode}, ${newConfirmationCode()})`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(transfer.id, id),
            eq(transfer.clientId, owner.clientId),
            eq(transfer.tenantId, owner.tenantId),
            ...from,
            eq(transfer.amountCents, claim.checkedAmountCents),
          ),
        )
        .returning(),
    );
  };
  return {
    /** Any transfer by id, for the server's own jobs (reconciler, notices); never for a request. */
    async findById(id: string): Promise<TransferRow | null> {
      return one(await db.select().from(transfer).where(eq(transfer.id, id)));
    },

    async findByProviderTransferId(providerTransferId: string): Promise<TransferRow | null> {
      return one(await db.select().from(transfer).where(eq(transfer.providerTransferId, providerTransferId)));
    },

    /** draft → starting, with the idempotency key and the server's fee and accounts. Null: someone else holds it. */
    async claimStart(claim: StartClaim): Promise<TransferRow | null> {
      // The client's transfer pays into the tenant's escrow.
      return claimFrom(claim, [eq(transfer.status, TRANSFER_STATUS.draft)], {
        feeCents: claim.feeCents,
        escrowBankAccountId: claim.destBankAccountId,
        rail: claim.rail,
      });
    },

    /** starting → the provider's status, with its transfer id; only for the attempt holding `startKey`. */
    async settleStarted(
      id: string,
      startKey: string,
      providerTransferId: string,
      status: TransferStatus,
      failureCode: string | null,
    ): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({ status, providerTransferId, failureCode, updatedAt: new Date() })
          .where(and(eq(transfer.id, id), eq(transfer.status, STARTING), eq(transfer.startKey, startKey)))
          .returning(),
      );
    },

    /** sent → starting for a disbursement the client accepts (no fee: the tenant pays what it sent). Null: someone else holds it. */
    async claimDisbursement(claim: DisbursementClaim): Promise<TransferRow | null> {
      // A disbursement pays out of the tenant's escrow.
      return claimFrom(claim, [eq(transfer.disbursement, true), eq(transfer.status, TRANSFER_STATUS.sent)], {
        feeCents: 0,
        escrowBankAccountId: claim.sourceBankAccountId,
        rail: claim.rail,
      });
    },

    /**
     * Commits that the attempt holding `startKey` is about to call the provider. False when the
     * attempt no longer holds the transfer (the reconciler released it meanwhile): do not call.
     */
    async markStartCallBegun(id: string, startKey: string): Promise<boolean> {
      const rows = await db
        .update(transfer)
        .set({ startCallBeganAt: sql`now()` })
        .where(and(eq(transfer.id, id), eq(transfer.status, STARTING), eq(transfer.startKey, startKey)))
        .returning({ id: transfer.id });
      return rows.length > 0;
    },

    /**
     * starting → where the start began after a definitive refusal (no provider transfer exists):
     * draft for a client transfer, sent for a disbursement, which stays there to accept later;
     * error for a refund (refunds.ts), which the tenant sends again with a new key.
     */
    async releaseStart(id: string, startKey: string): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({
            // A refund was started by the portal, not accepted by anyone: refused, it has failed.
            status: sql`case when ${transfer.refundOfTransferId} is not null then ${TRANSFER_STATUS.error} when ${transfer.disbursement} then ${TRANSFER_STATUS.sent} else ${TRANSFER_STATUS.draft} end`,
            startKey: null,
            startedAt: null,
            startCallBeganAt: null,
            updatedAt: new Date(),
          })
          .where(and(eq(transfer.id, id), eq(transfer.status, STARTING), eq(transfer.startKey, startKey)))
          .returning(),
      );
    },

    /**
     * starting → awaiting approval: the risk screen held this attempt for the tenant's review.
     * The attempt keeps its key; nothing has been sent to the provider.
     */
    async holdForReview(id: string, startKey: string): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({ status: TRANSFER_STATUS.awaitingApproval, updatedAt: new Date() })
          .where(and(eq(transfer.id, id), eq(transfer.status, STARTING), eq(transfer.startKey, startKey)))
          .returning(),
      );
    },

    /**
     * awaiting approval → starting, for the tenant's approval: the held attempt resumes with its
     * own key (the client's authorization names it). Null when someone decided it first.
     */
    async resumeHeld(tenantId: string, id: string): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({ status: STARTING, startedAt: sql`now()`, startCallBeganAt: null, updatedAt: new Date() })
          .where(
            and(
              eq(transfer.id, id),
              eq(transfer.tenantId, tenantId),
              eq(transfer.status, TRANSFER_STATUS.awaitingApproval),
              // Only a hold the screen made has an attempt to resume.
              isNotNull(transfer.startKey),
            ),
          )
          .returning(),
      );
    },

    /**
     * awaiting approval → rejected (the tenant's rejection, or the hold's deadline, which names
     * the attempt it was set for). Null when decided first.
     */
    async rejectHeld(tenantId: string, id: string, startKey?: string): Promise<TransferRow | null> {
      return one(
        await db
          .update(transfer)
          .set({ status: TRANSFER_STATUS.rejected, updatedAt: new Date() })
          .where(
            and(
              eq(transfer.id, id),
              eq(transfer.tenantId, tenantId),
              eq(transfer.status, TRANSFER_STATUS.awaitingApproval),
              ...(startKey === undefined ? [] : [eq(transfer.startKey, startKey)]),
            ),
          )
          .returning(),
      );
    },

    /** A forward move after pending (submitted, completed, error, cancelled); null when it would not be forward. */
    async advance(id: string, to: TransferStatus, failureCode: string | null): Promise<TransferRow | null> {
      const from = predecessorsOf(to).filter((status) => status !== STARTING);
      if (from.length === 0) return null;
      return one(
        await db
          .update(transfer)
          .set({ status: to, ...(failureCode ? { failureCode } : {}), updatedAt: new Date() })
          .where(and(eq(transfer.id, id), inArray(transfer.status, from)))
          .returning(),
      );
    },
  };
}

export type TransferStateRepository = ReturnType<typeof createTransferStateRepository>;
