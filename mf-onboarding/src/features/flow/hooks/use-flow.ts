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
  const loginPath =
    partnerKey === null ? ROUTES.login : pathWithQuery(ROUTES.login, { [QUERY_PARAMS.partnerUri]: partnerKey });
  return { partnerKey, path, loginPath };
}
