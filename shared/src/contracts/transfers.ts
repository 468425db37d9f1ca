// Starting money movement, its evidence and the receipts (/transfer/…, /message/email/…).

/**
 * What the client agreed to: the `version` and `sha256` of the terms `authorizationTerms`
 * answered (GraphQL). A start without it, or with terms the server would no longer write
 * (amount, account or day changed), is refused.
 */
export interface StartAuthorization {
  version: string;
  sha256: string;
}

/** POST /transfer/start and POST /transfer/disbursement/start. */
export interface StartTransferRequest {
  transferId: string;
  bankAccountId: string;
  authorization: StartAuthorization;
}

/** A start's answer, the first time and whenever it is repeated: the money is on its way. */
export interface StartTransferResult {
  transferId: string;
  status: 'pending';
  confirmationCode: string;
}

/** POST /message/email/transfer-initiated and /message/email/disbursement-initiated-client. */
export interface ReceiptsSent {
  /** How many addresses the receipt went to. */
  sent: number;
}

/**
 * GET /transfer-requests/:reference (public): what a transfer request's link shows before
 * sign-in, once the API has verified the reference. Only these facts: no client data.
 */
export interface RequestPreview {
  /** Who asks: the tenant's name. */
  tenantName: string;
  /** Decimal string, as every amount at the API's edge. */
  amount: string;
  /** The property in one line; null when the tenant named none. */
  propertyAddress: string | null;
}
