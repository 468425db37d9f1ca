/**
 * POST /tenant-api/v1/transfers/{id}/refund (docs/tenant-api.md, "Refunds"): the tenant pays
 * a client back for one of its completed transfers. The Idempotency-Key is claimed in the
 * transaction that writes the refund (ADR 0033): the same key and body answer the first refund
 * (200), however many arrive at once; another body 422. Only the request that wrote the refund
 * calls the payments provider (transfers/refunds.ts).
 */
import { isPayoutSpeed, type PayoutSpeed } from '@portal/shared/constants';
import type { Database } from '../platform/database/database';
import { badUserInput, notFound } from '../platform/http/errors';
import { isUuid } from '../platform/http/request-scope';
import { decimalToCents } from '../platform/money';
import { createTenantTransferRepository, type Refunds } from '../transfers';
import { createTenantDirectoryRepository } from './tenant-directory-repository';
import { claimOrReplay, requestHash, TRANSFER_NOT_FOUND } from './tenant-transfers';
import { DISBURSEMENT_TYPE, transferView, type TransferView } from './transfer-views';

export interface RefundInput {
  /** Decimal dollars; absent: all that is left to refund. */
  amount?: string;
  /** Absent: standard ACH. */
  speed?: PayoutSpeed;
}

function amountOf(input: RefundInput): number | null {
  if (input.amount === undefined) return null;
  let cents: number;
  try {
    cents = decimalToCents(input.amount);
  } catch {
    throw badUserInput('amount: a decimal amount such as "125.00" is expected');
  }
  if (cents <= 0) throw badUserInput('amount: must be greater than 0.00');
  return cents;
}

export function createTenantRefunds({ db, refunds }: { db: Database; refunds: Refunds }) {
  return {
    async refund(
      tenantId: string,
      transferId: string,
      idempotencyKey: string,
      input: RefundInput,
    ): Promise<{ transfer: TransferView; created: boolean }> {
      if (!isUuid(transferId)) throw notFound(TRANSFER_NOT_FOUND);
      const id = transferId.toLowerCase();
      const amountCents = amountOf(input);
      const speed = input.speed && isPayoutSpeed(input.speed) ? input.speed : 'standard';
      const hash = requestHash('refund', { transferId: id, ...input });
      const outcome = await db.transaction(async (tx) => {
        const replay = await claimOrReplay(tx, tenantId, idempotencyKey, hash);
        if (replay) return { row: replay, claimed: null };
        const directory = createTenantDirectoryRepository(tx);
        const claimed = await refunds.claim(tx, tenantId, id, {
          amountCents,
          speed,
          transferTypeId: await directory.transferTypeId(DISBURSEMENT_TYPE),
        });
        await directory.completeIdempotencyKey(tenantId, idempotencyKey, claimed.row.id);
        return { row: claimed.row, claimed };
      });
      if (!outcome.claimed) return { transfer: transferView(outcome.row), created: false };
      await refunds.send(outcome.claimed);
      const now = await createTenantTransferRepository(db).findForTenant(tenantId, outcome.row.id);
      return { transfer: transferView(now ?? outcome.row), created: true };
    },
  };
}

export type TenantRefunds = ReturnType<typeof createTenantRefunds>;
