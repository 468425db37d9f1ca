import { api } from '@portal/shared';
import type { CodeResent } from '@portal/shared/contracts';

/**
 * POST /users/resend/{tenantId} { attempt }: a new code replaces the attempt's last one. The
 * requirements' GET /users/resend/{tenantId}/{clientId} named the client; the attempt does not (ADR 0094).
 */
export const resendCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendCode: build.mutation<CodeResent, { tenantId: string; attempt: string }>({
      query: ({ tenantId, attempt }) => ({
        url: `/users/resend/${encodeURIComponent(tenantId)}`,
        method: 'POST',
        body: { attempt },
      }),
    }),
  }),
});

export const { useResendCodeMutation } = resendCodeApi;
