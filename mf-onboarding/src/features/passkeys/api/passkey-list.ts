import { api } from '@portal/shared';
import type { PasskeyView } from '@portal/shared/contracts';

export { passkeyNameSchema, PASSKEY_NAME_MAX_LENGTH } from '@portal/shared/validation';

/** GET /passkeys, PATCH /passkeys/{id} { name }, DELETE /passkeys/{id}: the client's own passkeys. */
export const passkeyListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<PasskeyView[], void>({
      query: () => ({ url: '/passkeys' }),
      providesTags: ['Passkey'],
    }),
    renamePasskey: build.mutation<PasskeyView, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/passkeys/${encodeURIComponent(id)}`, method: 'PATCH', body: { name } }),
      invalidatesTags: ['Passkey'],
    }),
    removePasskey: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/passkeys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Passkey'],
    }),
  }),
});

export const { useGetPasskeysQuery, useRenamePasskeyMutation, useRemovePasskeyMutation } = passkeyListApi;
