import { api, type LinkResult } from '@portal/shared';
import type { MicrodepositAccountRequest } from '@portal/shared/contracts';

/**
 * POST /account/microdeposit/verify (requirements §7), after Link's update mode accepted the amounts:
 * the account becomes usable (or the payments customer needs more, as after linking).
 */
export const verifyMicrodepositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyMicrodeposits: build.mutation<LinkResult, MicrodepositAccountRequest>({
      query: (body) => ({ url: '/account/microdeposit/verify', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'BankAccount', id: 'LIST' }]),
    }),
  }),
});

export const { useVerifyMicrodepositsMutation } = verifyMicrodepositsApi;
