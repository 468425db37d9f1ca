import { api } from '@portal/shared';
import type { AuthorizationTermsQuery, AuthorizationTermsQueryVariables } from '@portal/shared/graphql';

export type AuthorizationTerms = AuthorizationTermsQuery['authorizationTerms'];

export interface AuthorizationTermsArgs {
  transferId: string;
  bankAccountId: string;
}

const AUTHORIZATION_TERMS_QUERY = /* GraphQL */ `
  query AuthorizationTerms($transferId: ID!, $bankAccountId: ID!) {
    authorizationTerms(transferId: $transferId, bankAccountId: $bankAccountId) {
      kind
      version
      text
      sha256
      expectedArrival {
        earliest
        latest
        rail
      }
    }
  }
`;

/**
 * The words the client agrees to before money moves, written by the server for this transfer
 * and account (a one-time ACH debit, or for a disbursement a one-time credit). Make Transfer
 * and Accept Payment send back its version and sha256. Never cached across visits: the server
 * writes today's date and the current amounts into it.
 */
export const getAuthorizationTermsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthorizationTerms: build.query<AuthorizationTerms, AuthorizationTermsArgs>({
      query: ({ transferId, bankAccountId }) => ({
        graphql: {
          query: AUTHORIZATION_TERMS_QUERY,
          variables: { transferId, bankAccountId } satisfies AuthorizationTermsQueryVariables,
        },
      }),
      transformResponse: (data: AuthorizationTermsQuery) => data.authorizationTerms,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuthorizationTermsQuery } = getAuthorizationTermsApi;
