import { useCallback } from 'react';
import { selectToken, signOut, useAppDispatch, useAppSelector, useLogoutMutation } from '@portal/shared';

// Sign-outs asked for by the user (Log Out) or by the shell itself. Any other sign-out is the
// API refusing the session (a 401 signs out in the base query), which the SessionGuard answers
// with 'Client not found, please login'. A count, not a flag: React sees the sign-out after
// the dispatch has returned.
let requestedSignOuts = 0;

/** Counts a sign-out the shell asks for outside useLogOut (another tab's Log Out, tab-session.ts). */
export function noteRequestedSignOut(): void {
  requestedSignOuts += 1;
}

/**
 * A sign-out was asked for and the session guard has not yet taken it: whoever asked is
 * taking the client to /login, so the guard must not send them to registration meanwhile.
 */
export function signOutUnderWay(): boolean {
  return requestedSignOuts > 0;
}

/** True once for each sign-out that useLogOut performed. */
export function takeRequestedSignOut(): boolean {
  if (requestedSignOuts === 0) return false;
  requestedSignOuts -= 1;
  return true;
}

/**
 * Log Out (requirements §2): ends the session on the server (POST /auth/logout), then forgets it in
 * the browser, which also drops every cached response. A server that cannot be reached, or a
 * token it no longer knows, does not keep anyone signed in.
 */
export function useLogOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    if (!token) return;
    try {
      await logout().unwrap();
    } catch (error) {
      console.warn('Logout call failed; signing out in the browser anyway', error);
    }
    requestedSignOuts += 1;
    dispatch(signOut());
  }, [dispatch, logout, token]);
}
