/**
 * The tenant's review queue (ADR 0082): the debits its policy held, with the reasons, and the
 * decision on each: approve (the held start resumes, exactly once, through transfers' own
 * start path) or reject (rejected, hidden from the client's history, with a notice to the
 * client), each recorded with who decided and their note. A hold not decided by its deadline
 * expires to rejected the same way.
 */
import type { Database, Transaction } from '../platform/database/database';
import type { RiskDecisionRow, RiskOutcome } from '../platform/database/schema';
import { AppError, notFound } from '../platform/http/errors';
import { isUuid } from '../platform/http/request-scope';
import { recordRiskDecision } from '../platform/observability';
import type { HeldTransfers, TransferRow } from '../transfers';
import { createDecisionRepository } from './decision-repository';
import { reviewEventOf, type RecordReviewEvent } from './review-events';
import { createReviewRepository } from './review-repository';

export const TRANSFER_NOT_FOUND = 'Transfer not found';
export const notHeld = (status: string) =>
  new AppError('CONFLICT', 409, `This transfer is not awaiting review (its status is ${status}).`);

export interface HeldTransfer {
  transfer: TransferRow;
  /** The screen decision that held it: reasons, results, policy version, deadline. */
  screen: RiskDecisionRow | null;
}

export interface ReviewQueueDeps {
  db: Database;
  held: HeldTransfers;
  recordEvent: RecordReviewEvent;
}

export function createReviewQueue({ db, held, recordEvent }: ReviewQueueDeps) {
  const reviews = createReviewRepository(db);
  const decisions = createDecisionRepository(db);

  /** The decision of a review, in the transaction of the move it makes. */
  const recorder =
    (outcome: RiskOutcome, decidedBy: string, note: string | null) => async (tx: Transaction, row: TransferRow) => {
      const repository = createDecisionRepository(tx);
      const [screen] = [...(await repository.latestScreens(row.tenantId, [row.id])).values()];
      const decision = await repository.insert({
        transferId: row.id,
        tenantId: row.tenantId,
        clientId: row.clientId,
        startKey: row.startKey ?? screen?.startKey ?? '',
        stage: 'review',
        outcome,
        policyVersion: screen?.policyVersion ?? 0,
        decidedBy,
        note,
      });
      await recordEvent(tx, reviewEventOf(decision, row, screen?.reasons ?? []));
      recordRiskDecision(outcome, screen?.reasons ?? []);
    };

  /** The tenant's transfer, for the answer of a decision that did not happen (404 or 409). */
  async function refusal(tenantId: string, id: string): Promise<never> {
    const row = await reviews.findOfTenant(tenantId, id);
    if (!row) throw notFound(TRANSFER_NOT_FOUND);
    throw notHeld(row.status);
  }

  const checkedId = (id: string) => {
    if (!isUuid(id)) throw notFound(TRANSFER_NOT_FOUND);
    return id.toLowerCase();
  };

  return {
    async list(tenantId: string, page: { limit: number; offset: number }) {
      const rows = await reviews.held(tenantId, page);
      const screens = await decisions.latestScreens(
        tenantId,
        rows.map((row) => row.id),
      );
      const items: HeldTransfer[] = rows.map((row) => ({ transfer: row, screen: screens.get(row.id) ?? null }));
      return { items, total: await reviews.countHeld(tenantId) };
    },

    async approve(tenantId: string, keyId: string, id: string, note: string | null): Promise<TransferRow> {
      const transferId = checkedId(id);
      const row = await held.approve(tenantId, transferId, recorder('approved', `api-key:${keyId}`, note));
      return row ?? refusal(tenantId, transferId);
    },

    async reject(tenantId: string, keyId: string, id: string, note: string | null): Promise<TransferRow> {
      const transferId = checkedId(id);
      const row = await held.reject(tenantId, transferId, recorder('rejected', `api-key:${keyId}`, note));
      return row ?? refusal(tenantId, transferId);
    },

    /** The hold's deadline passed: rejected, unless the tenant decided first (then nothing). */
    async expire(tenantId: string, id: string, startKey: string): Promise<void> {
      await held.reject(tenantId, id, recorder('expired', 'portal', null), startKey);
    },

    /** Every decision on the tenant's transfer, oldest first (404 for another tenant's). */
    async decisionsOf(tenantId: string, id: string): Promise<RiskDecisionRow[]> {
      const transferId = checkedId(id);
      if (!(await reviews.findOfTenant(tenantId, transferId))) throw notFound(TRANSFER_NOT_FOUND);
      return decisions.forTransfer(tenantId, transferId);
    },
  };
}

export type ReviewQueue = ReturnType<typeof createReviewQueue>;
