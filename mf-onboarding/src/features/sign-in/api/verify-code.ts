import { api } from '@portal/shared';
import type { SignedIn } from '@portal/shared/contracts';

export { codeSchema, type CodeValues } from '@portal/shared/validation';

export interface VerifyCodeRequest {
  tenantId: string;
  clientId: string;
  code: string;
}

/**
 * POST /users/{tenantId}/{clientId}/verify with the code in the body (the requirements' GET puts the
 * code in the URL; docs/api.md). 400 'Invalid Code' for any wrong, used or expired code.
 */
export const verifyCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCode: build.mutation<SignedIn, VerifyCodeRequest>({
      query: ({ tenantId, clientId, code }) => ({
        url: `/users/${encodeURIComponent(tenantId)}/${encodeURIComponent(clientId)}/verify`,
        method: 'POST',
        body: { code },
      }),
    }),
  }),
});

export const { useVerifyCodeMutation } = verifyCodeApi;
