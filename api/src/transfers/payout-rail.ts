/**
 * The rail a disbursement goes by into the account the client chose (docs/tenant-api.md,
 * "Payout speeds"): the speed the tenant asked for when the account's bank can take it; for an
 * instant payout into an account that cannot receive instant payments, the tenant's fallback
 * (same-day ACH), or a refusal that asks the client for another account. Whether an account
 * takes instant payments is the payments provider's word (its funding source's channels),
 * kept with the account when it was attached.
 */
import {
  DEFAULT_INSTANT_FALLBACK,
  DEFAULT_PAYOUT_SPEED,
  INSTANT_ACCOUNT_REQUIRED,
  payoutRail,
  type PayoutSpeed,
} from '@portal/shared/constants';
import { AppError } from '../platform/http/errors';
import type { BankAccountRow } from '../banking';
import type { TransferRow } from './transfer-repository';

export function payoutRailInto(
  row: Pick<TransferRow, 'payoutSpeed' | 'instantFallback'>,
  account: Pick<BankAccountRow, 'instantPayments'>,
): PayoutSpeed {
  const rail = payoutRail(
    row.payoutSpeed ?? DEFAULT_PAYOUT_SPEED,
    row.instantFallback ?? DEFAULT_INSTANT_FALLBACK,
    account.instantPayments,
  );
  if (!rail) throw new AppError('CONFLICT', 409, INSTANT_ACCOUNT_REQUIRED);
  return rail;
}
