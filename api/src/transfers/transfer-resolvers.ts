import { clientStatusOf, TRANSFER_STATUS } from '@portal/shared/constants';
import { transfer } from '../platform/database/schema';
import { OWNER_COLUMNS } from '../platform/graphql/owner-columns';
import type { Resolvers } from '../platform/graphql/resolver-types';
import { selectedColumns } from '../platform/graphql/selected-columns';
import { timestamps } from '../platform/graphql/timestamps';
import { centsToDecimal } from '../platform/money';
import type { TransferService } from './transfer-service';

/** Transfer fields that are not a column of the same name. */
const TRANSFER_FIELD_COLUMNS = {
  amount: ['amountCents'],
  fee: ['feeCents'],
  transferType: ['transferTypeId'],
  sourceBankAccount: ['sourceBankAccountId'],
  destBankAccount: ['destBankAccountId'],
  escrowBankAccount: ['escrowBankAccountId'],
  office: ['officeId'],
  realtor: ['realtorId'],
  agent: ['agentId'],
  client: ['clientId'],
  tenant: ['tenantId'],
  // The money moments (transfer-evidence-resolvers.ts).
  expectedArrival: ['startedAt', 'disbursement', 'status', 'rail'],
  failure: ['status', 'failureCode'],
  cancellable: ['status', 'disbursement'],
  underReview: ['status'],
  authorization: ['clientId', 'tenantId'],
  statusHistory: ['clientId', 'tenantId', 'createdAt'],
  refunds: ['clientId', 'tenantId'],
} as const;

/**
 * The session's transfers: the history, one transfer, drafts and the moves a client makes.
 * Money leaves as decimal strings, the agent entered for an earnest money deposit as JSON text.
 */
export function createTransferResolvers(transfers: TransferService): Resolvers {
  return {
    Query: {
      allTransfers: (_root, args, { scope }, info) =>
        transfers.findTransfers(args, scope, selectedColumns(info, transfer, TRANSFER_FIELD_COLUMNS, OWNER_COLUMNS)),
      _allTransfersMeta: async (_root, args, { scope }) => ({ count: await transfers.countTransfers(args, scope) }),
      Transfer: (_root, { where }, { scope }) => transfers.findTransfer(where, scope),
    },
    Mutation: {
      createTransfer: (_root, { data }, { scope }) => transfers.createTransfer(data, scope),
      updateTransfer: (_root, { id, data }, { scope }) => transfers.updateTransfer(id, data, scope),
      saveTransfer: (_root, { id, data }, { scope }) => transfers.updateTransfer(id, data, scope),
    },
    Transfer: {
      ...timestamps,
      // A debit held for the tenant's review reads pending to its client (ADR 0082).
      status: (row) => clientStatusOf(row.status),
      underReview: (row) => row.status === TRANSFER_STATUS.awaitingApproval,
      amount: (row) => centsToDecimal(row.amountCents),
      fee: (row) => centsToDecimal(row.feeCents),
      otherIndividuals: (row) => (row.otherIndividuals ? JSON.stringify(row.otherIndividuals) : null),
      notes: (row) => row.notes ?? [],
    },
  };
}
