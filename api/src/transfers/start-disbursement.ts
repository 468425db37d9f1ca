/**
 * POST /transfer/disbursement/start (requirements §7, docs/adr/0034): the client accepts a payment the
 * tenant sent. The same guarantees as POST /transfer/start (start-attempt.ts): the database
 * elects one caller (sent → starting, a conditional UPDATE), that caller alone asks the
 * provider, with the attempt's idempotency key, for one transfer from the tenant's escrow
 * funding source to the client's account; an unknown outcome is reconciled by looking it up,
 * never by sending again; a definitive refusal leaves the disbursement sent, to accept later.
 *
 * Scope: only the session client's own disbursement, only while it is sent, and only into the
 * client's own active, verified, supported account known to the provider. No identity step:
 * accepting a payment needs no SSN or date of birth (requirements §2).
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import { AppError } from '../platform/http/errors';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import type { OwnerScope } from '../platform/database/owner-scope';
import { type TransferRow } from './transfer-repository';
import { createTransferStateRepository } from './transfer-state-repository';
import type { StartTransferRequest, StartTransferResult } from '@portal/shared/contracts';
import { authorizationOf, startThrough, type StartAttempts } from './start-attempt';
import { paymentsCustomerOf, tenantEscrow, usableClientAccount } from './start-checks';
import { checkAgreement, termsFor, type AgreementOrigin } from './transfer-authorization';

/** A disbursement that is not (or no longer) waiting to be accepted: a draft, returned, cancelled, … */
export const DISBURSEMENT_NOT_ACCEPTABLE: TextDescriptor = { id: 'transfers.disbursementNotAcceptable' };

export interface StartDisbursementDeps {
  repositories: Pick<Repositories, 'transfers' | 'bankAccounts' | 'clients' | 'tenants'>;
  attempts: StartAttempts;
}

export function createStartDisbursement({ repositories, attempts }: StartDisbursementDeps) {
  /** The server's checks, then sent → starting for this caller alone. */
  async function claim(
    owner: OwnerScope,
    current: TransferRow,
    request: StartTransferRequest,
    origin: AgreementOrigin,
  ) {
    const destination = await usableClientAccount(repositories, owner, request.bankAccountId);
    const customerId = await paymentsCustomerOf(repositories, owner);
    const source = await tenantEscrow(repositories, owner, current.escrowBankAccountId ?? current.sourceBankAccountId);
    if (current.amountCents <= 0) throw new AppError('CONFLICT', 409, DISBURSEMENT_NOT_ACCEPTABLE);
    const terms = await termsFor(repositories, owner, current, destination, 0, undefined, origin.language);
    checkAgreement(request.authorization, terms.terms);
    // The rail the client agreed to (the terms name it): fixed with the claim, sent to the provider.
    const { rail } = terms.arrival;

    return attempts.claim(
      customerId,
      (tx, startKey) =>
        createTransferStateRepository(tx).claimDisbursement({
          owner,
          id: current.id,
          checkedAmountCents: current.amountCents,
          startKey,
          sourceBankAccountId: source.id,
          destBankAccountId: destination.id,
          rail,
        }),
      // The tenant pays the amount it sent; the client pays no fee to receive it.
      (row) => ({
        sourceFundingSourceId: source.fundingSourceId,
        destinationFundingSourceId: destination.fundingSourceId,
        amountCents: row.amountCents,
        rail,
      }),
      // A credit to the client: no risk screen (ADR 0082), only the client's authorization.
      async (tx, claimed, startKey) => {
        await authorizationOf({ terms, origin })(tx, claimed, startKey);
        return 'start';
      },
    );
  }

  return {
    start: (owner: OwnerScope, request: StartTransferRequest, origin: AgreementOrigin): Promise<StartTransferResult> =>
      startThrough(
        {
          // Another client's transfer, or a transfer that is not a disbursement: nothing to accept here.
          handles: (row) => row.disbursement,
          origin: TRANSFER_STATUS.sent,
          notStartable: DISBURSEMENT_NOT_ACCEPTABLE,
          claim: (current) => claim(owner, current, request, origin),
        },
        { transfers: repositories.transfers, attempts },
        owner,
        request,
      ),
  };
}

export type StartDisbursement = ReturnType<typeof createStartDisbursement>;
