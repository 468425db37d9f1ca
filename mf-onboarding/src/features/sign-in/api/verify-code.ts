import { api } from '@portal/shared';
import type { SignedIn } from '@portal/shared/contracts';

export { codeSchema, type CodeValues } from '@portal/shared/validation';

export interface VerifyCodeRequest {
  tenantId: string;
  attempt: string;
  code: string;
}

/**
 * POST /users/{tenantId}/verify with the sign-in attempt and the code in the body (the requirements'
 * GET puts the client and the code in the URL; docs/api.md, ADR 0094). 400 'Invalid Code' for any
 * wrong, used or expired code or attempt.
 */
export const verifyCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCode: build.mutation<SignedIn, VerifyCodeRequest>({
      query: ({ tenantId, attempt, code }) => ({
        url: `/users/${encodeURIComponent(tenantId)}/verify`,
        method: 'POST',
        body: { attempt, code },
      }),
    }),
  }),
});

export const { useVerifyCodeMutation } = verifyCodeApi;
