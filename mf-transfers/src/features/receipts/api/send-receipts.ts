import { api } from '@portal/shared';

export { receiptEmailsSchema, type ReceiptEmailsValues } from '@portal/shared/validation';

export interface SendReceiptsRequest {
  transferId: string;
  emails: string[];
}

/** POST /message/email/transfer-initiated (spec §7): the receipt, to up to 5 addresses. */
export const sendReceiptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendTransferReceipts: build.mutation<{ sent: number }, SendReceiptsRequest>({
      query: ({ transferId, emails }) => ({
        url: '/message/email/transfer-initiated',
        method: 'POST',
        body: { transfer_GUID: transferId, emailRecipient: emails, additionalEmailRecipient: true },
      }),
    }),
  }),
});

export const { useSendTransferReceiptsMutation } = sendReceiptsApi;
