/**
 * What the tenant API answers about a transfer (and its webhooks carry): the transfer as the
 * tenant sees it, and the authorization its client gave.
 */
import type { InstantFallback, PayoutSpeed, TransferStatus } from '@portal/shared/constants';
import { centsToDecimal } from '../platform/money';
import type { TransferRow } from '../transfers';

export const DISBURSEMENT_TYPE = 'Client Disbursement';
export const DEFAULT_CREDIT_TYPE = 'Client Transfer';

export interface TransferView {
  id: string;
  status: TransferStatus;
  disbursement: boolean;
  transferType: string;
  amount: string;
  fee: string;
  purpose: string | null;
  clientId: string;
  mobilePhone: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  property: {
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zipcode: string | null;
  };
  sellerName: string | null;
  expectedClosingDate: string | null;
  officeId: string | null;
  realtorId: string | null;
  /** The code the client quotes (set when the transfer started). */
  confirmationCode: string | null;
  /** The ACH return code of a failed or returned transfer, or the ISO 20022 reason of a rejected instant payment. */
  failureCode: string | null;
  /** A disbursement's speed as sent (instant, same-day, standard) and its instant fallback; null for a request. */
  speed: PayoutSpeed | null;
  instantFallback: InstantFallback | null;
  /** The rail the accepted disbursement goes by; null until the client accepts it. */
  rail: PayoutSpeed | null;
  /** A refund: the transfer it pays back. */
  refundOf: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The authorization a client gave for a transfer's current start, word for word: dispute evidence (an R10). */
export interface AuthorizationView {
  transferId: string;
  kind: string;
  termsVersion: string;
  text: string;
  textSha256: string;
  amount: string;
  fee: string;
  total: string;
  payee: string;
  bankName: string;
  accountLastFour: string;
  ipAddress: string | null;
  userAgent: string | null;
  authorizedAt: string;
}

export function transferView(row: TransferRow): TransferView {
  return {
    id: row.id,
    status: row.status,
    disbursement: row.disbursement,
    transferType: row.disbursement ? DISBURSEMENT_TYPE : DEFAULT_CREDIT_TYPE,
    amount: centsToDecimal(row.amountCents),
    fee: centsToDecimal(row.feeCents),
    purpose: row.purpose,
    clientId: row.clientId,
    mobilePhone: row.mobilePhone,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    property: {
      address1: row.propertyAddress1,
      address2: row.propertyAddress2,
      city: row.propertyCity,
      state: row.propertyState,
      zipcode: row.propertyZipcode,
    },
    sellerName: row.sellerName,
    expectedClosingDate: row.expectedClosingDate,
    officeId: row.officeId,
    realtorId: row.realtorId,
    confirmationCode: row.confirmationCode,
    failureCode: row.failureCode,
    speed: row.payoutSpeed,
    instantFallback: row.payoutSpeed === 'instant' ? row.instantFallback : null,
    rail: row.disbursement && row.startedAt ? row.rail : null,
    refundOf: row.refundOfTransferId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
