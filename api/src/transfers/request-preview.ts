/**
 * What a transfer request's link shows before sign-in (GET /transfer-requests/:reference): the
 * tenant's name, the amount and the property, once the reference is verified for the host's
 * tenant and while the request still waits for the client. Anything else is "not found",
 * never why: a guessed, tampered, expired or spent reference looks like any other.
 */
import { TRANSFER_STATUS, type TransferStatus } from '@portal/shared/constants';
import type { RequestPreview } from '@portal/shared/contracts';
import type { Database } from '../platform/database/database';
import { centsToDecimal } from '../platform/money';
import type { RequestReferences } from '../platform/security/request-references';
import { createTenantTransferRepository } from './tenant-transfer-repository';
import type { TransferRow } from './transfer-repository';

/** A request still waiting for the client to pay it; a payout, to accept it. */
const REQUEST_WAITING: ReadonlySet<TransferStatus> = new Set([
  TRANSFER_STATUS.requested,
  TRANSFER_STATUS.initiated,
  TRANSFER_STATUS.viewed,
  TRANSFER_STATUS.draft,
]);
const PAYOUT_WAITING: ReadonlySet<TransferStatus> = new Set([TRANSFER_STATUS.sent]);

export function propertyLine(row: TransferRow): string | null {
  const stateZip = [row.propertyState, row.propertyZipcode].filter(Boolean).join(' ');
  const line = [row.propertyAddress1, row.propertyAddress2, row.propertyCity, stateZip].filter(Boolean).join(', ');
  return line || null;
}

export interface RequestPreviews {
  /** The preview, or null for anything that is not a waiting request of this tenant. */
  preview(reference: string, tenant: { id: string; name: string }): Promise<RequestPreview | null>;
}

export function createRequestPreviews({ db, references }: { db: Database; references: RequestReferences }) {
  const transfers = createTenantTransferRepository(db);
  return {
    async preview(reference, tenant) {
      const facts = references.verify(reference, tenant.id);
      if (!facts) return null;
      const row = await transfers.findForTenant(tenant.id, facts.transferId);
      if (!row || row.disbursement !== facts.payout) return null;
      const waiting = row.disbursement ? PAYOUT_WAITING : REQUEST_WAITING;
      if (!waiting.has(row.status as TransferStatus)) return null;
      return { tenantName: tenant.name, amount: centsToDecimal(row.amountCents), propertyAddress: propertyLine(row) };
    },
  } satisfies RequestPreviews;
}
