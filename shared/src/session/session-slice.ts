import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Client, LoginUser, Realtor } from '../types/domain';
import { EMPTY_SESSION, loadSession, type SessionState } from './session-storage';

export interface SignInPayload {
  token: string;
  client?: Client | null;
  loginUser?: LoginUser | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy, so every store starts from what sessionStorage holds at its creation.
  initialState: loadSession,
  reducers: {
    signIn(state, { payload }: PayloadAction<SignInPayload>) {
      state.token = payload.token;
      state.client = payload.client ?? null;
      state.loginUser = payload.loginUser ?? null;
      // The realtor stays: a visitor who came through an agent's page signs in afterwards.
    },
    setClient(state, { payload }: PayloadAction<Client | null>) {
      state.client = payload;
    },
    setRealtor(state, { payload }: PayloadAction<Realtor | null>) {
      state.realtor = payload;
    },
    signOut: () => EMPTY_SESSION,
  },
  selectors: {
    selectToken: (session) => session.token,
    selectClient: (session) => session.client,
    selectRealtor: (session) => session.realtor,
    selectLoginUser: (session) => session.loginUser,
    selectIsSignedIn: (session) => session.token !== null,
  },
});

export const { signIn, setClient, setRealtor, signOut } = sessionSlice.actions;
export const { selectToken, selectClient, selectRealtor, selectLoginUser, selectIsSignedIn } = sessionSlice.selectors;
export type { SessionState };
