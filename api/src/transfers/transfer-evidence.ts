/**
 * What a client can follow and prove about a transfer (the detail page, Success, the
 * receipts): its status timeline, the authorization it was started with, why it failed in plain
 * words, when the money is expected, whether it can still be cancelled, and the terms Review
 * shows before a start. Reads only, scoped to the session's client.
 */
import {
  endingInPlainWords,
  TRANSFER_STATUS,
  type FailureInPlainWords,
  type TransferStatus,
} from '@portal/shared/constants';
import type { Locale } from '@portal/shared/i18n';
import type { Database } from '../platform/database/database';
import type { OwnerScope } from '../platform/database/owner-scope';
import { notFound } from '../platform/http/errors';
import { isUuid } from '../platform/http/request-scope';
import { chargedFeeCents, feeByRail, tenantFee, usableClientAccount } from './start-checks';
import { debitRail, expectedArrival, type ExpectedArrival } from './expected-arrival';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import { termsFor } from './transfer-authorization';
import type { AuthorizationTerms } from './authorization-terms';
import { TRANSFER_NOT_FOUND } from './transfer-messages';
import { createTransferRecordsRepository, type AuthorizationRow } from './transfer-records-repository';
import { createRefundRepository } from './refund-repository';
import type { Clock } from '../platform/clock';
import type { TransferRow } from './transfer-repository';

/** The steps a timeline shows: the moments a client cares about, not the portal's own `starting`. */
const TIMELINE_STATUSES: ReadonlySet<string> = new Set<TransferStatus>([
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.completed,
  TRANSFER_STATUS.error,
  TRANSFER_STATUS.returned,
  TRANSFER_STATUS.cancelled,
]);

export interface TimelineStep {
  step: string;
  at: Date;
  reasonCode: string | null;
}

export type TransferFailure = FailureInPlainWords & { code: string | null };

type EvidenceRow = Pick<TransferRow, 'id' | 'clientId' | 'tenantId' | 'status' | 'createdAt'>;

/** Why a transfer ended without the money staying, in the client's words; null while it has not. */
export function failureOf(row: Pick<TransferRow, 'status' | 'failureCode'>): TransferFailure | null {
  const words = endingInPlainWords(row.status, row.failureCode);
  // A cancel carries no return code, whatever an earlier refused attempt left in the row.
  return words && { code: row.status === TRANSFER_STATUS.cancelled ? null : row.failureCode, ...words };
}

/** When the money is expected, counted from the start (business days, New York). */
export function arrivalOf(
  row: Pick<TransferRow, 'startedAt' | 'disbursement' | 'status' | 'rail'>,
): ExpectedArrival | null {
  // Held for the tenant's review: nothing is on its way yet; the date follows the approval.
  if (row.status === TRANSFER_STATUS.awaitingApproval) return null;
  return row.startedAt
    ? expectedArrival(row.disbursement ? 'disbursement' : 'transfer', row.startedAt, row.rail ?? 'standard')
    : null;
}

/**
 * Cancellable while the provider has not submitted the debit to the bank: our `pending`
 * (Dwolla's transfer pending, its bank leg not yet processed). The provider has the last word:
 * a cancel it refuses is answered as too late.
 */
export function isCancellable(row: Pick<TransferRow, 'status' | 'disbursement'>): boolean {
  return row.status === TRANSFER_STATUS.pending && !row.disbursement;
}

export function createTransferEvidence({
  db,
  repositories,
  clock,
}: {
  db: Database;
  repositories: Repositories;
  /** Whether a debit makes today's same-day window is read by it. */
  clock: Clock;
}) {
  const records = createTransferRecordsRepository(db);
  const ownerOf = (row: EvidenceRow): OwnerScope | null =>
    row.clientId ? { clientId: row.clientId, tenantId: row.tenantId } : null;

  return {
    /** The authorization of the transfer's current start, for its owner. */
    async authorization(row: EvidenceRow): Promise<AuthorizationRow | null> {
      const owner = ownerOf(row);
      return owner ? records.findCurrentAuthorization(owner, row.id) : null;
    },

    /** The tenant's refunds of the transfer, for its owner only. */
    async refunds(row: EvidenceRow): Promise<TransferRow[]> {
      const owner = ownerOf(row);
      if (!owner) return [];
      const refunds = await createRefundRepository(db).refundsOf(row.id);
      return refunds.filter((refund) => refund.clientId === owner.clientId && refund.tenantId === owner.tenantId);
    },

    /** created, authorized (the current start's), then each status the provider moved it to. */
    async timeline(row: EvidenceRow): Promise<TimelineStep[]> {
      const authorization = await this.authorization(row);
      const steps: TimelineStep[] = [{ step: 'created', at: row.createdAt, reasonCode: null }];
      if (!authorization) return steps;
      steps.push({ step: 'authorized', at: authorization.authorizedAt, reasonCode: null });
      // A refused start's statuses came before the current authorization: not this start's story.
      const since = authorization.authorizedAt.getTime();
      for (const event of await records.statusHistory(row.id)) {
        if (TIMELINE_STATUSES.has(event.status) && event.at.getTime() >= since)
          steps.push({ step: event.status, at: event.at, reasonCode: event.reasonCode });
      }
      return steps;
    },

    /**
     * The words Review (a debit) or Accept Payment (a credit) shows: for the session client's
     * own transfer, from or into one of its own usable accounts, as the server would write them
     * for a start made now.
     */
    async termsForReview(
      owner: OwnerScope,
      transferId: string,
      bankAccountId: string,
      language?: Locale,
    ): Promise<AuthorizationTerms & { expectedArrival: ExpectedArrival }> {
      const row = isUuid(transferId) ? await repositories.transfers.findOwn(owner, transferId.toLowerCase()) : null;
      if (!row) throw notFound(TRANSFER_NOT_FOUND);
      const account = await usableClientAccount(repositories, owner, bankAccountId);
      const now = clock();
      const [tenant] = await repositories.tenants.findByIds([owner.tenantId]);
      const feeCents =
        row.disbursement || !tenant
          ? 0
          : chargedFeeCents(feeByRail(await tenantFee(repositories, owner.tenantId), debitRail(tenant, now)));
      const start = await termsFor(repositories, owner, row, account, feeCents, now, language);
      return { ...start.terms, expectedArrival: start.arrival };
    },
  };
}

export type TransferEvidence = ReturnType<typeof createTransferEvidence>;
