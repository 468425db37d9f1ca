/**
 * Where the query of a visitor page (/login, /create-account, account-verification) says the
 * visitor was going, for the redirect rules once they are signed in: a transfer request's
 * link (?request=), once the API has verified it, or else ?next= when it is a path of this
 * portal. A reference the API refuses is ignored, as if the link had none.
 */
import {
  QUERY_PARAMS,
  requestLandingPath,
  ROUTES,
  safeReturnPath,
  skipToken,
  useGetRequestPreviewQuery,
} from '@portal/shared';

const VISITOR_PAGES: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.createAccount, ROUTES.accountVerification]);

export interface SignInPlace {
  place: string | null;
  /** The request's reference is being checked: nothing can be decided yet. */
  checking: boolean;
}

export function useSignInPlace(location: { pathname: string; search: string }, signedIn: boolean): SignInPlace {
  const query = new URLSearchParams(location.search);
  const relevant = signedIn && VISITOR_PAGES.has(location.pathname);
  const reference = relevant ? query.get(QUERY_PARAMS.request) : null;
  const preview = useGetRequestPreviewQuery(reference || skipToken);
  if (!relevant) return { place: null, checking: false };
  if (reference && preview.isLoading) return { place: null, checking: true };
  const fromRequest = reference && preview.isSuccess ? requestLandingPath(reference) : null;
  return { place: fromRequest ?? safeReturnPath(query.get(QUERY_PARAMS.next)), checking: false };
}
