import { decimalToCents } from '@portal/shared/money';
import type { TransferOverview } from '../api/get-transfer-overview';

export interface TransferAmounts {
  amountCents: number;
  feeCents: number;
  totalCents: number;
  /** Who the money goes to: the tenant for a transfer (for a disbursement, the client's account). */
  payee: string;
}

/**
 * What the client pays and to whom. The authorization holds the figures the client agreed to
 * (the fee only when the client pays it); a transfer started before authorizations existed
 * shows its own amount and fee.
 */
export function transferAmounts(transfer: TransferOverview, tenantName: string): TransferAmounts {
  const agreed = transfer.authorization;
  if (agreed) {
    return {
      amountCents: decimalToCents(agreed.amount) ?? 0,
      feeCents: decimalToCents(agreed.fee) ?? 0,
      totalCents: decimalToCents(agreed.total) ?? 0,
      payee: agreed.payee,
    };
  }
  const amountCents = decimalToCents(transfer.amount) ?? 0;
  const feeCents = transfer.disbursement ? 0 : (decimalToCents(transfer.fee) ?? 0);
  return { amountCents, feeCents, totalCents: amountCents + feeCents, payee: tenantName };
}
