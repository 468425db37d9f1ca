import { api } from '@portal/shared';
import type { PasskeyOptions, PasskeyView } from '@portal/shared/contracts';

/**
 * The session may not be in the store yet: right after a text code, the offer runs before the
 * client goes on, with the new session's token in hand.
 */
const bearer = (token?: string) => (token ? { Authorization: `Bearer ${token}` } : undefined);

/** POST /passkeys/registration/options, then POST /passkeys/registration with what the browser made (ADR 0095). */
export const passkeyRegistrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeyRegistrationOptions: build.mutation<PasskeyOptions, { token?: string }>({
      query: ({ token }) => ({ url: '/passkeys/registration/options', method: 'POST', headers: bearer(token) }),
    }),
    registerPasskey: build.mutation<PasskeyView, { token?: string; response: unknown }>({
      query: ({ token, response }) => ({
        url: '/passkeys/registration',
        method: 'POST',
        headers: bearer(token),
        body: { response },
      }),
      invalidatesTags: ['Passkey'],
    }),
    hasPasskeys: build.query<boolean, { token: string }>({
      query: ({ token }) => ({ url: '/passkeys', headers: bearer(token) }),
      transformResponse: (passkeys: PasskeyView[]) => passkeys.length > 0,
    }),
  }),
});

export const { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation, useHasPasskeysQuery } =
  passkeyRegistrationApi;
