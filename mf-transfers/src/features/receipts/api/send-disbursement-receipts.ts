import { api } from '@portal/shared';
import type { SendReceiptsRequest } from './send-receipts';

/**
 * POST /message/email/disbursement-initiated-client (spec §7): the receipt of an accepted
 * disbursement, to up to 5 addresses; the same contract as the transfer's receipt.
 */
export const sendDisbursementReceiptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendDisbursementReceipts: build.mutation<{ sent: number }, SendReceiptsRequest>({
      query: ({ transferId, emails }) => ({
        url: '/message/email/disbursement-initiated-client',
        method: 'POST',
        body: { transfer_GUID: transferId, emailRecipient: emails, additionalEmailRecipient: true },
      }),
    }),
  }),
});

export const { useSendDisbursementReceiptsMutation } = sendDisbursementReceiptsApi;
