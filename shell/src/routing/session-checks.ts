import { sessionApi, type AppDispatch } from '@portal/shared';
import { shellTransferApi } from './transfer-api';

/**
 * The arguments of the session guard's three checks (requirements §2): the client, whether its SSN and
 * date of birth are stored, and its Initiated transfers. Named once, so a prefetch and the
 * guard's own queries share their cache entries.
 */
export const identityCheckArg = (clientId: string, tenantId: string) => ({ clientId, tenantId });

/**
 * The session guard's checks as prefetches, one call each, to start before its first render
 * (docs/boot.md): the guard then finds them answered or under way.
 */
export function sessionCheckPrefetches(clientId: string, tenantId: string): Array<(dispatch: AppDispatch) => void> {
  return [
    (dispatch) => dispatch(sessionApi.util.prefetch('getSessionClient', clientId, {})),
    (dispatch) => dispatch(sessionApi.util.prefetch('getSensitiveData', identityCheckArg(clientId, tenantId), {})),
    (dispatch) => dispatch(shellTransferApi.util.prefetch('getInitiatedTransfers', clientId, {})),
  ];
}
