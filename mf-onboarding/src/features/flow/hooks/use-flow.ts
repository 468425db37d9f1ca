import { useCallback } from 'react';
import { useLocation } from '@portal/shared/router';
import { partnerKeyFromPath, partnerPath, pathWithQuery, QUERY_PARAMS, ROUTES } from '@portal/shared';

/** The agent's landing page key of a location: its last segment under /partner, or /login's ?partnerURI=. */
export function partnerKeyOf({ pathname, search }: { pathname: string; search: string }): string | null {
  const fromPath = partnerKeyFromPath(pathname);
  if (fromPath !== null) return fromPath;
  if (pathname !== ROUTES.login) return null;
  return new URLSearchParams(search).get(QUERY_PARAMS.partnerUri) || null;
}

/**
 * The query parameters that say where a visitor was going (?next=, a request's ?request=):
 * they go along from /create-account to /login, to account-verification and back, so the
 * client lands there after the code, whichever way they took.
 */
export function placeParams(search: string): Record<string, string | null> {
  const query = new URLSearchParams(search);
  return { [QUERY_PARAMS.next]: query.get(QUERY_PARAMS.next), [QUERY_PARAMS.request]: query.get(QUERY_PARAMS.request) };
}

/**
 * The registration flow runs plain (/create-account/…) or inside an agent's landing page
 * (/partner/create-account/…/{key}, requirements §2); /login?partnerURI={key} belongs to the agent's
 * flow too. `path(route)` gives a step of the current flow.
 */
export function useFlow() {
  const location = useLocation();
  const partnerKey = partnerKeyOf(location);
  const path = useCallback(
    (route: string) => (partnerKey === null ? route : partnerPath(route, partnerKey)),
    [partnerKey],
  );
  const place = placeParams(location.search);
  /** Where the visitor was going is on the way: sign-in leaves the landing to the shell's rules. */
  const hasPlace = Object.values(place).some(Boolean);
  const loginPath = pathWithQuery(ROUTES.login, { [QUERY_PARAMS.partnerUri]: partnerKey, ...place });
  /** `route` of this flow, with where the visitor was going. */
  const withPlace = (route: string) => pathWithQuery(path(route), place);
  return { partnerKey, path, loginPath, withPlace, hasPlace };
}
