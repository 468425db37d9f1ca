// Starting money movement and the receipts (/transfer/…, /message/email/…).

/** POST /transfer/start and POST /transfer/disbursement/start. */
export interface StartTransferRequest {
  transferId: string;
  bankAccountId: string;
}

/** A start's answer, the first time and whenever it is repeated: the money is on its way. */
export interface StartTransferResult {
  transferId: string;
  status: 'pending';
}

/** POST /message/email/transfer-initiated and /message/email/disbursement-initiated-client. */
export interface ReceiptsSent {
  /** How many addresses the receipt went to. */
  sent: number;
}
