import { api } from '@portal/shared';
import type { CodeResent } from '@portal/shared/contracts';

/** GET /users/resend/{tenantId}/{clientId} (requirements §7): a new code replaces the last one. */
export const resendCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendCode: build.mutation<CodeResent, { tenantId: string; clientId: string }>({
      query: ({ tenantId, clientId }) => ({
        url: `/users/resend/${encodeURIComponent(tenantId)}/${encodeURIComponent(clientId)}`,
      }),
    }),
  }),
});

export const { useResendCodeMutation } = resendCodeApi;
