import { api } from '@portal/shared';
import type { PasskeyOptions, SignedIn } from '@portal/shared/contracts';

/** POST /auth/passkey/options, then POST /auth/passkey: the same session as a verified code. */
export const passkeySignInApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeySignInOptions: build.mutation<PasskeyOptions, void>({
      query: () => ({ url: '/auth/passkey/options', method: 'POST' }),
    }),
    signInWithPasskey: build.mutation<SignedIn, { response: unknown }>({
      query: ({ response }) => ({ url: '/auth/passkey', method: 'POST', body: { response } }),
    }),
  }),
});

export const { usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } = passkeySignInApi;
