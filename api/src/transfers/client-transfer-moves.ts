/**
 * What a client does to a started transfer from its detail page: cancel it (revoke the debit)
 * while the provider has not yet submitted it to the bank, and, once it failed or came back,
 * copy it into a new draft to try again with another account.
 */
import { OUTCOME_TEXTS, TRANSFER_STATUS, type TransferStatus } from '@portal/shared/constants';
import type { Database } from '../platform/database/database';
import type { OwnerScope } from '../platform/database/owner-scope';
import { AppError, notFound } from '../platform/http/errors';
import { isUuid } from '../platform/http/request-scope';
import type { JobLogger } from '../platform/jobs';
import { ProviderError } from '../platform/providers';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import { isCancellable } from './transfer-evidence';
import type { TransferMachine } from './transfer-machine';
import { TRANSFER_NOT_FOUND } from './transfer-messages';
import type { TransferPayments } from './transfer-payments';
import type { TransferRow } from './transfer-repository';
import { statusOfProviderTransfer } from './transfer-states';

const tooLate = () => new AppError('CONFLICT', 409, OUTCOME_TEXTS.CANCEL_TOO_LATE);

/** What can be tried again: the money did not move, or came back. */
const RETRYABLE: readonly TransferStatus[] = [TRANSFER_STATUS.error, TRANSFER_STATUS.returned];

export interface ClientTransferMovesDeps {
  db: Database;
  repositories: Pick<Repositories, 'transfers'>;
  payments: Pick<TransferPayments, 'cancelTransfer'>;
  machine: TransferMachine;
  logger: JobLogger;
}

export function createClientTransferMoves({ db, repositories, payments, machine, logger }: ClientTransferMovesDeps) {
  async function own(owner: OwnerScope, id: string): Promise<TransferRow> {
    const row = isUuid(id) ? await repositories.transfers.findOwn(owner, id.toLowerCase()) : null;
    if (!row) throw notFound(TRANSFER_NOT_FOUND);
    return row;
  }

  return {
    /**
     * The provider decides: it cancels a transfer whose bank debit has not gone out, and refuses
     * otherwise. Its answer is applied as its webhook would be (forward only, with the notice
     * and the tenant's webhook in the same transaction), so a cancel racing the provider's own
     * progress ends in whichever happened at the provider, and its later webhook changes nothing.
     */
    async cancel(owner: OwnerScope, id: string): Promise<TransferRow> {
      const row = await own(owner, id);
      if (!isCancellable(row) || !row.providerTransferId) throw tooLate();
      let providerStatus;
      try {
        providerStatus = statusOfProviderTransfer(await payments.cancelTransfer(row.providerTransferId));
      } catch (error) {
        // Refused: the provider has moved it on; its webhook brings our status up to date.
        if (error instanceof ProviderError && !error.retryable) throw tooLate();
        throw error;
      }
      const moved = await db.transaction((tx) => machine.advance(tx, row, providerStatus, null));
      logger.info({ transferId: row.id, status: providerStatus, applied: moved !== null }, 'transfer cancel');
      const now = await own(owner, row.id);
      if (now.status !== TRANSFER_STATUS.cancelled) throw tooLate();
      return now;
    },

    /** A new draft with the failed transfer's details and no account, for step-select-account. */
    async retry(owner: OwnerScope, id: string): Promise<TransferRow> {
      const row = await own(owner, id);
      if (row.disbursement || !RETRYABLE.includes(row.status))
        throw new AppError('CONFLICT', 409, OUTCOME_TEXTS.RETRY_NOT_ALLOWED);
      return repositories.transfers.insert({
        tenantId: row.tenantId,
        clientId: row.clientId,
        status: TRANSFER_STATUS.draft,
        disbursement: false,
        transferTypeId: row.transferTypeId,
        firstName: row.firstName,
        middleName: row.middleName,
        lastName: row.lastName,
        otherIndividuals: row.otherIndividuals,
        email: row.email,
        mobilePhone: row.mobilePhone,
        propertyAddress1: row.propertyAddress1,
        propertyAddress2: row.propertyAddress2,
        propertyCity: row.propertyCity,
        propertyState: row.propertyState,
        propertyZipcode: row.propertyZipcode,
        amountCents: row.amountCents,
        feeCents: row.feeCents,
        purpose: row.purpose,
        expectedClosingDate: row.expectedClosingDate,
        sellerName: row.sellerName,
        officeId: row.officeId,
        realtorId: row.realtorId,
        agentId: row.agentId,
        destBankAccountId: row.destBankAccountId,
      });
    },
  };
}

export type ClientTransferMoves = ReturnType<typeof createClientTransferMoves>;
