import { api, type LinkResult } from '@portal/shared';
import type { StartMicrodepositsRequest } from '@portal/shared/contracts';

/**
 * POST /account/microdeposit/start (requirements §4, §7): Link returned an account that still needs
 * verifying (pending_manual_verification); two small deposits are sent to it and the account
 * shows VERIFY until the client confirms them.
 */
export const startMicrodepositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    startMicrodeposits: build.mutation<LinkResult, StartMicrodepositsRequest>({
      query: (body) => ({ url: '/account/microdeposit/start', method: 'POST', body }),
    }),
  }),
});

export const { useStartMicrodepositsMutation } = startMicrodepositsApi;
