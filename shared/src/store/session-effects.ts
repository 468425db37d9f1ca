import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { setClient, setRealtor, signIn, signOut } from '../session/session-slice';
import { saveSession, type SessionState } from '../session/session-storage';

const changesSession = isAnyOf(signIn, setClient, setRealtor, signOut);

/**
 * The session's side effects, kept out of its reducers: mirror it to sessionStorage,
 * and on sign-out drop every cached response so the next user sees none of them.
 */
export const sessionEffects: Middleware<object, { session: SessionState }> = (store) => (next) => (action) => {
  const result = next(action);
  if (changesSession(action)) saveSession(store.getState().session);
  if (signOut.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};
