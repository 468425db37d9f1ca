import { useCallback } from 'react';
import { useNavigate } from '@portal/shared/router';
import { ROUTES, signIn, useAppDispatch } from '@portal/shared';
import { useFlow } from '../../flow/hooks/use-flow';
import type { SignedIn } from '@portal/shared/contracts';

/**
 * After a verified code (requirements §4): the client goes into the session, then to
 * /transfer-history when the client has an e-mail, else to step-2 (of the agent's flow, when
 * the client came through one). When the page says where the visitor was going (a deep link's
 * ?next=, a request's ?request=), the shell's redirect rules take the client there instead.
 */
export function useCompleteSignIn(): (signedIn: SignedIn) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { path, hasPlace } = useFlow();
  return useCallback(
    ({ token, client, loginUser }: SignedIn) => {
      dispatch(signIn({ token, client, loginUser }));
      if (!hasPlace) navigate(client.email ? ROUTES.transferHistory : path(ROUTES.step2), { replace: true });
    },
    [dispatch, navigate, path, hasPlace],
  );
}
