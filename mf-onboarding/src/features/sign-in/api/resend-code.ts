import { api } from '@portal/shared';

/** GET /users/resend/{tenantId}/{clientId} (requirements §7): a new code replaces the last one. */
export const resendCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendCode: build.mutation<{ sent: boolean }, { tenantId: string; clientId: string }>({
      query: ({ tenantId, clientId }) => ({
        url: `/users/resend/${encodeURIComponent(tenantId)}/${encodeURIComponent(clientId)}`,
      }),
    }),
  }),
});

export const { useResendCodeMutation } = resendCodeApi;
