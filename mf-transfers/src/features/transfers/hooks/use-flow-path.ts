import { useCallback } from 'react';
import { useLocation } from '@portal/shared/router';
import { partnerKeyFromPath, partnerPath, pathWithQuery } from '@portal/shared';

/**
 * The transfer steps run plain (/create-account/step-3) or inside an agent's landing page
 * (/partner/create-account/step-3/{key}, requirements §2): `flowPath(route, query)` gives a step of
 * the flow the user is in, so the agent's key stays on every step.
 */
export function useFlowPath() {
  const { pathname } = useLocation();
  const partnerKey = partnerKeyFromPath(pathname);
  return useCallback(
    (route: string, query: Readonly<Record<string, string | null | undefined>> = {}) =>
      pathWithQuery(partnerKey === null ? route : partnerPath(route, partnerKey), query),
    [partnerKey],
  );
}
