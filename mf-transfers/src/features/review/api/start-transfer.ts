import { api } from '@portal/shared';
import type { StartTransferRequest, StartTransferResult } from '@portal/shared/contracts';

/** The server's answer while another request (a double click, a second tab) holds the start. */
export const TRANSFER_IN_PROGRESS = 'TRANSFER_IN_PROGRESS';
/** The server's code when the payments provider refused the start (requirements §8's message with it). */
export const TRANSFER_START_FAILED = 'TRANSFER_START_FAILED';

/**
 * POST /transfer/start (requirements §7, docs/api.md): the server decides who calls the payments
 * provider; a repeated call for the same transfer answers with the recorded outcome. Success
 * refreshes the transfer lists and the account balances.
 */
export const startTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    startTransfer: build.mutation<StartTransferResult, StartTransferRequest>({
      query: (body) => ({ url: '/transfer/start', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Transfer', 'BankAccount']),
    }),
  }),
});

export const { useStartTransferMutation } = startTransferApi;
