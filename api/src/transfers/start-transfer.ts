/**
 * POST /transfer/start (docs/adr/0021): exactly one provider transfer per transfer, however
 * many requests arrive. The database elects the caller: one conditional UPDATE moves the
 * transfer draft → starting with a fresh idempotency key and enqueues its reconcile job, in
 * one transaction. Only that caller calls the provider, with that key; every other request
 * reads the recorded outcome. A definitive refusal returns the transfer to draft; an unknown
 * outcome (timeout, 5xx, crash) leaves it starting for the reconciler, which looks the
 * transfer up at the provider and never sends again.
 */
import { TRANSFER_STATUS } from '@portal/shared/constants';
import { notFound } from '../platform/http/errors';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import type { OwnerScope } from '../platform/database/owner-scope';
import { type TransferRow } from './transfer-repository';
import { createTransferStateRepository } from './transfer-state-repository';
import { TRANSFER_NOT_FOUND } from './transfer-messages';
import type { StartTransferRequest, StartTransferResult } from '@portal/shared/contracts';
import { authorizationOf, startThrough, type StartAttempts } from './start-attempt';
import type { ScreenDebit } from './screen-debit';
import type { ScoreReturnRisk } from '../banking';
import { checkAgreement, termsFor, type AgreementOrigin } from './transfer-authorization';
import { debitRail } from './expected-arrival';
import type { Clock } from '../platform/clock';
import {
  checkStep3Rules,
  chargedFeeCents,
  feeByRail,
  paymentsCustomerOf,
  tenantEscrow,
  tenantFee,
  usableClientAccount,
} from './start-checks';

export { TRANSFER_CHANGED_MESSAGE, TRANSFER_IN_PROGRESS_MESSAGE } from './start-attempt';

export interface StartTransferDeps {
  repositories: Pick<Repositories, 'transfers' | 'bankAccounts' | 'tenants' | 'transferFeeConfigs' | 'clients'>;
  attempts: StartAttempts;
  /** The risk screen every client debit passes in its claiming transaction (ADR 0082). */
  screen: ScreenDebit;
  /** The debit's return-risk score (Plaid Signal), for the screen. */
  scoreReturnRisk: ScoreReturnRisk;
  /** Whether a debit makes today's same-day window is read by it. */
  clock: Clock;
}

export function createStartTransfer({ repositories, attempts, screen, scoreReturnRisk, clock }: StartTransferDeps) {
  /** The server's checks, then draft → starting for this caller alone. */
  async function claim(
    owner: OwnerScope,
    current: TransferRow,
    request: StartTransferRequest,
    origin: AgreementOrigin,
  ) {
    const [tenant] = await repositories.tenants.findByIds([owner.tenantId]);
    if (!tenant) throw notFound(TRANSFER_NOT_FOUND);
    const source = await usableClientAccount(repositories, owner, request.bankAccountId);
    const customerId = await paymentsCustomerOf(repositories, owner);
    const destination = await tenantEscrow(repositories, owner, current.destBankAccountId);
    // One instant for the rail, the fee rule and the terms: the same start, the same words.
    const now = clock();
    const rail = debitRail(tenant, now);
    const fee = feeByRail(await tenantFee(repositories, owner.tenantId), rail);
    await checkStep3Rules(current, { routingType: tenant.routingType, balanceCents: source.balanceCents, fee });
    const terms = await termsFor(repositories, owner, current, source, chargedFeeCents(fee), now, origin.language);
    checkAgreement(request.authorization, terms.terms);

    const authorize = authorizationOf({ terms, origin });
    // Scored before the claiming transaction: a provider call never holds one open.
    const returnRisk = await scoreReturnRisk(source, {
      transferId: current.id,
      amountCents: current.amountCents + chargedFeeCents(fee),
    });
    return attempts.claim(
      customerId,
      (tx, startKey) =>
        createTransferStateRepository(tx).claimStart({
          owner,
          id: current.id,
          checkedAmountCents: current.amountCents,
          startKey,
          feeCents: chargedFeeCents(fee),
          sourceBankAccountId: source.id,
          destBankAccountId: destination.id,
          rail,
        }),
      // The client pays the total (requirements §9: total = amount + fee when the client pays it).
      (row) => ({
        sourceFundingSourceId: source.fundingSourceId,
        destinationFundingSourceId: destination.fundingSourceId,
        amountCents: row.amountCents + row.feeCents,
        ...(rail === 'standard' ? {} : { rail }),
      }),
      async (tx, claimed, startKey) => {
        await authorize(tx, claimed, startKey);
        const decision = await screen(tx, claimed, { startKey, origin, returnRisk });
        return decision === 'allow' ? 'start' : decision === 'review' ? 'hold' : 'refuse';
      },
    );
  }

  return {
    start: (owner: OwnerScope, request: StartTransferRequest, origin: AgreementOrigin): Promise<StartTransferResult> =>
      startThrough(
        {
          // A disbursement is accepted through its own route, never sent as a transfer.
          handles: (row) => !row.disbursement,
          origin: TRANSFER_STATUS.draft,
          claim: (current) => claim(owner, current, request, origin),
        },
        { transfers: repositories.transfers, attempts },
        owner,
        request,
      ),
  };
}

export type StartTransfer = ReturnType<typeof createStartTransfer>;
