import { iso } from '../platform/graphql/timestamps';
import type { Resolvers, TransferAuthorization } from '../platform/graphql/resolver-types';
import { requireOwner } from '../platform/http/query-input';
import { centsToDecimal } from '../platform/money';
import type { ClientTransferMoves } from './client-transfer-moves';
import { arrivalOf, failureOf, isCancellable, type TransferEvidence } from './transfer-evidence';
import type { AuthorizationRow } from './transfer-records-repository';

const authorizationView = (row: AuthorizationRow): TransferAuthorization => ({
  id: row.id,
  kind: row.kind,
  version: row.termsVersion,
  text: row.text,
  sha256: row.textSha256,
  authorizedAt: iso(row.authorizedAt),
  amount: centsToDecimal(row.amountCents),
  fee: centsToDecimal(row.feeCents),
  total: centsToDecimal(row.totalCents),
  payee: row.payee,
  bankName: row.bankName,
  accountLastFour: row.accountLastFour,
});

/**
 * The money moments of a transfer (requirements §5 "Portal decisions"): the terms Review
 * shows, cancel and try again, and the fields the detail page and Success read.
 */
export function createTransferEvidenceResolvers({
  evidence,
  moves,
}: {
  evidence: TransferEvidence;
  moves: ClientTransferMoves;
}): Resolvers {
  return {
    Query: {
      // In the page's language (Accept-Language, resolved before the operation runs).
      authorizationTerms: (_root, { transferId, bankAccountId }, { scope, reply }) =>
        evidence.termsForReview(requireOwner(scope), transferId, bankAccountId, reply.request.languageNow),
    },
    Mutation: {
      cancelTransfer: (_root, { id }, { scope }) => moves.cancel(requireOwner(scope), id),
      retryTransfer: (_root, { id }, { scope }) => moves.retry(requireOwner(scope), id),
    },
    Transfer: {
      expectedArrival: (row) => arrivalOf(row),
      failure: (row) => failureOf(row),
      cancellable: (row) => isCancellable(row),
      authorization: async (row) => {
        const found = await evidence.authorization(row);
        return found && authorizationView(found);
      },
      statusHistory: async (row) => (await evidence.timeline(row)).map((step) => ({ ...step, at: iso(step.at) })),
      refunds: async (row) =>
        (await evidence.refunds(row)).map((refund) => ({
          id: refund.id,
          amount: centsToDecimal(refund.amountCents),
          status: refund.status,
          rail: refund.rail,
          createdAt: iso(refund.createdAt),
        })),
    },
  };
}
