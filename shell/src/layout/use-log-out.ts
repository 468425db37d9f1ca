import { useCallback } from 'react';
import { selectToken, signOut, useAppDispatch, useAppSelector, useLogoutMutation } from '@portal/shared';

/**
 * Log Out (spec §2): ends the session on the server (POST /auth/logout), then forgets it in
 * the browser, which also drops every cached response. A server that cannot be reached, or a
 * token it no longer knows, does not keep anyone signed in.
 */
export function useLogOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    if (token) {
      try {
        await logout().unwrap();
      } catch (error) {
        console.warn('Logout call failed; signing out in the browser anyway', error);
      }
    }
    dispatch(signOut());
  }, [dispatch, logout, token]);
}
