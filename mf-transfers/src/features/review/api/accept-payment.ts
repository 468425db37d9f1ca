import { api } from '@portal/shared';
import type { StartTransferRequest, StartTransferResult } from '@portal/shared/contracts';

/**
 * POST /transfer/disbursement/start (requirements §7): accept a sent disbursement into the chosen
 * account. The same contract as POST /transfer/start: the server decides who calls the
 * provider, a repeated call answers the recorded outcome. Success refreshes the transfer lists.
 */
export const acceptPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptPayment: build.mutation<StartTransferResult, StartTransferRequest>({
      query: (body) => ({ url: '/transfer/disbursement/start', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Transfer', 'BankAccount']),
    }),
  }),
});

export const { useAcceptPaymentMutation } = acceptPaymentApi;
