import { api } from '@portal/shared';
import type { ReceiptsSent } from '@portal/shared/contracts';

export { receiptEmailsSchema, type ReceiptEmailsValues } from '@portal/shared/validation';

export interface SendReceiptsRequest {
  transferId: string;
  emails: string[];
}

/** Both receipt routes take the same body: the transfer and up to 5 addresses. */
const receiptsTo =
  (url: string) =>
  ({ transferId, emails }: SendReceiptsRequest) => ({
    url,
    method: 'POST',
    body: { transfer_GUID: transferId, emailRecipient: emails, additionalEmailRecipient: true },
  });

/**
 * Requirements §7's receipts, to up to 5 addresses: POST /message/email/transfer-initiated for a
 * transfer, POST /message/email/disbursement-initiated-client for an accepted disbursement.
 */
export const sendReceiptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendTransferReceipts: build.mutation<ReceiptsSent, SendReceiptsRequest>({
      query: receiptsTo('/message/email/transfer-initiated'),
    }),
    sendDisbursementReceipts: build.mutation<ReceiptsSent, SendReceiptsRequest>({
      query: receiptsTo('/message/email/disbursement-initiated-client'),
    }),
  }),
});

export const { useSendTransferReceiptsMutation, useSendDisbursementReceiptsMutation } = sendReceiptsApi;
