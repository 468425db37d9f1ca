import { api } from '@portal/shared';
import type { TransferOverviewQuery, TransferOverviewQueryVariables } from '@portal/shared/graphql';
import { withTransferFields } from '../../transfers/api/transfer-fields';

export type TransferOverview = NonNullable<TransferOverviewQuery['Transfer']>;
export type TransferStep = TransferOverview['statusHistory'][number];

const TRANSFER_OVERVIEW_QUERY = withTransferFields(/* GraphQL */ `
  query TransferOverview($id: ID!) {
    Transfer(where: { id: $id }) {
      ...TransferFields
      confirmationCode
      cancellable
      underReview
      payoutSpeed
      rail
      refundOfTransferId
      refunds {
        id
        amount
        status
        rail
        createdAt
      }
      expectedArrival {
        earliest
        latest
        rail
      }
      failure {
        code
        message
        nextStep
      }
      statusHistory {
        step
        at
        reasonCode
      }
      authorization {
        id
        kind
        text
        authorizedAt
        amount
        fee
        total
        payee
        bankName
        accountLastFour
      }
    }
  }
`);

/**
 * One of the session's transfers with what happened to it since it started: the confirmation
 * code, expected arrival, each step with its time, the failure in plain words, the
 * authorization, and whether it can still be cancelled. Success and the transfer page read it;
 * the live status stream invalidates its tag, so it follows the provider.
 */
export const getTransferOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransferOverview: build.query<TransferOverview | null, string>({
      query: (id) => ({
        graphql: { query: TRANSFER_OVERVIEW_QUERY, variables: { id } satisfies TransferOverviewQueryVariables },
      }),
      transformResponse: (data: TransferOverviewQuery): TransferOverview | null => data.Transfer,
      // A refund's status change invalidates the refund's tag: the page of the transfer it pays back follows it too.
      providesTags: (result, _error, id) => [
        { type: 'Transfer', id: result?.id ?? id },
        ...(result?.refunds ?? []).map((refund) => ({ type: 'Transfer' as const, id: refund.id })),
      ],
    }),
  }),
});

export const { useGetTransferOverviewQuery } = getTransferOverviewApi;
