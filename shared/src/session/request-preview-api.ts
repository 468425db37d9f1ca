/**
 * A transfer request's link (?request= on /create-account and /login): what it shows before
 * sign-in, from the public GET /transfer-requests/:reference, and where the client lands after
 * it. Both the shell (a signed-in tab opening the link) and the onboarding screens (who asks,
 * how much, for which property) read the one cache entry. Only a reference the API verified
 * is followed; any other is ignored.
 */
import { parseRequestReference } from '@portal/shared/constants';
import type { RequestPreview } from '../contracts';
import { api } from '../api/api-slice';
import { pathWithQuery, QUERY_PARAMS, ROUTES } from '../routes/route-paths';

export type { RequestPreview };

export const requestPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRequestPreview: build.query<RequestPreview, string>({
      query: (reference) => ({ url: `/transfer-requests/${encodeURIComponent(reference)}` }),
    }),
  }),
});

export const { useGetRequestPreviewQuery } = requestPreviewApi;

/**
 * Where the request's link leads once the client is signed in: the request on
 * step-select-account (requirements §2), a payout's on its Select a Bank Account tab. Call it
 * only for a reference the API verified; null for one that is not of the format at all.
 */
export function requestLandingPath(reference: string): string | null {
  const facts = parseRequestReference(reference);
  if (!facts) return null;
  return pathWithQuery(ROUTES.stepSelectAccount, {
    [QUERY_PARAMS.goToTransfer]: facts.transferId,
    [QUERY_PARAMS.disbursement]: facts.payout ? 'select-bank' : null,
  });
}
