import { useCallback } from 'react';
import { useLocation } from '@portal/shared/router';
import { partnerKeyFromPath, partnerPath } from '@portal/shared';

/**
 * A create-account step in the flow the user is in: plain (/create-account/…) or an agent's
 * (/partner/create-account/…/{key}, requirements §2), so the agent's key stays on every step.
 */
export function useFlowPath(): (route: string) => string {
  const { pathname } = useLocation();
  const partnerKey = partnerKeyFromPath(pathname);
  return useCallback((route: string) => (partnerKey === null ? route : partnerPath(route, partnerKey)), [partnerKey]);
}
