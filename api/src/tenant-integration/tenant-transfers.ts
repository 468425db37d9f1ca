/**
 * What a tenant does through the API with its transfers (docs/tenant-api.md): request funds
 * from a client (Requested or Initiated), send a disbursement (sent), read, list, cancel.
 * Every call is scoped to the API key's tenant. A create claims its Idempotency-Key in the
 * transaction that creates the transfer (ADR 0033): the same key with the same body answers
 * the first transfer, with another body 422. The status event (webhooks, live status) and the
 * transfer_request notice are written in the same transaction.
 */
import { createHash } from 'node:crypto';
import {
  isTransferStatus,
  isUsStateCode,
  MAX_TRANSFER_AMOUNT_CENTS,
  movesInto,
  TRANSFER_STATUS,
  type InstantFallback,
  type PayoutSpeed,
  type TenantRequestStatus,
} from '@portal/shared/constants';
import { normalizePhone } from '@portal/shared/format';
import { EMAIL_PATTERN, parseCalendarDate } from '@portal/shared/validation';
import type { Database, Transaction } from '../platform/database/database';
import { AppError, badUserInput, notFound } from '../platform/http/errors';
import { centsToDecimal, decimalToCents } from '../platform/money';
import { notifyTransferRequest, requestLink } from '../notices';
import type { RequestReferences } from '../platform/security/request-references';
import {
  type AnnounceStatus,
  createTenantTransferRepository,
  createTransferRecordsRepository,
  type TransferRow,
} from '../transfers';
import { isUuid } from '../platform/http/request-scope';
import { tenantPortalUrl } from '../platform/config/tenant-api-config';
import { createTenantDirectoryRepository } from './tenant-directory-repository';
import { payoutOf } from './payout-settings';
import {
  DEFAULT_CREDIT_TYPE,
  DISBURSEMENT_TYPE,
  transferView,
  type AuthorizationView,
  type TransferView,
} from './transfer-views';

export const TRANSFER_NOT_FOUND = 'Transfer not found';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used with a different request body';
export const NOT_CANCELLABLE = 'The transfer can no longer be cancelled: money is moving or it has ended';
export const NO_ESCROW_ACCOUNT = 'The tenant has no active escrow account to disburse from';
export { DISBURSEMENT_TYPE, transferView, type AuthorizationView, type TransferView } from './transfer-views';

/** What no money follows yet: the tenant may withdraw it (TRANSFER_MOVES). */
const CANCELLABLE = movesInto(TRANSFER_STATUS.cancelled, 'tenant');

export interface ClientInput {
  mobilePhone: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  email?: string;
}

export interface PropertyInput {
  address1: string;
  address2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
}

export interface CreateInput {
  client: ClientInput;
  amount: string;
  purpose?: string;
  property?: PropertyInput;
  sellerName?: string;
  expectedClosingDate?: string;
  officeId?: string;
  realtorId?: string;
  note?: string;
  /** Requests only: Requested (default) or Initiated. */
  status?: TenantRequestStatus;
  /** Disbursements only: instant, same-day or standard (default: the tenant's payout settings). */
  speed?: PayoutSpeed;
  /** Disbursements only, with speed instant: same-day or refuse (default: the tenant's). */
  instantFallback?: InstantFallback;
}

export type CreateKind = 'request' | 'disbursement';

/** Key order must not make two equal bodies differ. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, child]) => [key, canonical(child)]),
  );
}

export function requestHash(kind: CreateKind | 'refund', body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, canonical(body)]))
    .digest('hex');
}

/** The checks JSON Schema cannot make, with the portal's own rules (shared with the forms). */
function checked(kind: CreateKind, input: CreateInput) {
  const mobilePhone = normalizePhone(input.client.mobilePhone);
  if (!mobilePhone) throw badUserInput('client.mobilePhone: not a US mobile number');
  let amountCents: number;
  try {
    amountCents = decimalToCents(input.amount);
  } catch {
    throw badUserInput('amount: a decimal amount such as "1250.00" is expected');
  }
  if (amountCents <= 0) throw badUserInput('amount: must be greater than 0.00');
  if (amountCents > MAX_TRANSFER_AMOUNT_CENTS)
    throw badUserInput(`amount: cannot exceed ${centsToDecimal(MAX_TRANSFER_AMOUNT_CENTS)}`);
  // Required text that is only spaces would be stored empty: refused like a missing field.
  if (!input.client.firstName.trim()) throw badUserInput('client.firstName: must not be blank');
  if (!input.client.lastName.trim()) throw badUserInput('client.lastName: must not be blank');
  if (input.property && !input.property.address1.trim()) throw badUserInput('property.address1: must not be blank');
  const email = input.client.email?.trim() || null;
  if (email && !EMAIL_PATTERN.test(email)) throw badUserInput('client.email: not an e-mail address');
  const state = input.property?.state?.trim().toUpperCase() || null;
  if (state && !isUsStateCode(state)) throw badUserInput('property.state: not a US state code');
  const zipcode = input.property?.zipcode?.trim() || null;
  if (zipcode && !/^\d{5}(-\d{4})?$/.test(zipcode)) throw badUserInput('property.zipcode: 5 or 9 digits expected');
  if (input.expectedClosingDate && parseCalendarDate(input.expectedClosingDate) === null) {
    throw badUserInput('expectedClosingDate: a date such as 2026-12-31 is expected');
  }
  if (input.officeId && !isUuid(input.officeId)) throw badUserInput('officeId: unknown office');
  if (kind === 'disbursement' && input.status) throw badUserInput('status: a disbursement is always created as sent');
  return { mobilePhone, amountCents, email, state, zipcode };
}

/**
 * Claims the Idempotency-Key in `tx` (ADR 0033): null when this request is the first with it;
 * else the transfer the first created (the same body), or a 422 for another body.
 */
export async function claimOrReplay(
  tx: Transaction,
  tenantId: string,
  idempotencyKey: string,
  hash: string,
): Promise<TransferRow | null> {
  const earlier = await createTenantDirectoryRepository(tx).claimIdempotencyKey(tenantId, idempotencyKey, hash);
  if (!earlier) return null;
  if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, IDEMPOTENCY_KEY_REUSED);
  const row =
    earlier.transferId && (await createTenantTransferRepository(tx).findForTenant(tenantId, earlier.transferId));
  if (!row) throw new AppError('CONFLICT', 409, 'The request with this Idempotency-Key did not complete');
  return row;
}

export interface TenantTransfersDeps {
  db: Database;
  portalUrlTemplate: string;
  /** The transfers domain's announcer, which also records the tenant's webhook event. */
  announceStatus: AnnounceStatus;
  /** Signs the reference in the request's link (the client's text message). */
  requestReferences: RequestReferences;
}

export function createTenantTransfers({
  db,
  portalUrlTemplate,
  announceStatus,
  requestReferences,
}: TenantTransfersDeps) {
  const transfers = createTenantTransferRepository(db);

  return {
    /** `created` is false when the Idempotency-Key had already created this transfer. */
    async create(
      tenantId: string,
      kind: CreateKind,
      idempotencyKey: string,
      input: CreateInput,
    ): Promise<{ transfer: TransferView; created: boolean }> {
      const values = checked(kind, input);
      const hash = requestHash(kind, input);
      return db.transaction(async (tx) => {
        const directory = createTenantDirectoryRepository(tx);
        const replay = await claimOrReplay(tx, tenantId, idempotencyKey, hash);
        if (replay) return { transfer: transferView(replay), created: false };
        const tenant = await directory.findTenant(tenantId);
        if (!tenant) throw notFound('Tenant not found');
        if (input.officeId && !(await directory.isTenantOffice(tenantId, input.officeId.toLowerCase()))) {
          throw badUserInput('officeId: unknown office');
        }
        if (input.realtorId && !(await directory.isTenantRealtor(tenantId, input.realtorId))) {
          throw badUserInput('realtorId: unknown realtor');
        }
        const payout = kind === 'disbursement' ? payoutOf(tenant, input, values.amountCents) : null;
        const escrow = await directory.escrowAccountId(tenantId);
        if (kind === 'disbursement' && !escrow) throw new AppError('CONFLICT', 409, NO_ESCROW_ACCOUNT);
        const typeId = await directory.transferTypeId(
          kind === 'disbursement' ? DISBURSEMENT_TYPE : DEFAULT_CREDIT_TYPE,
        );
        const { client } = await directory.findOrCreateClient(tenantId, {
          mobilePhone: values.mobilePhone,
          firstName: input.client.firstName.trim(),
          lastName: input.client.lastName.trim(),
          middleName: input.client.middleName?.trim() || null,
          email: values.email,
        });
        const row = await createTenantTransferRepository(tx).insert({
          tenantId,
          clientId: client.id,
          transferTypeId: typeId,
          status: kind === 'disbursement' ? TRANSFER_STATUS.sent : (input.status ?? TRANSFER_STATUS.requested),
          disbursement: kind === 'disbursement',
          amountCents: values.amountCents,
          // What the tenant asked for: the client may change the amount, the risk screen compares.
          requestedAmountCents: kind === 'disbursement' ? null : values.amountCents,
          purpose: input.purpose?.trim() || null,
          firstName: client.firstName,
          middleName: client.middleName,
          lastName: client.lastName,
          email: client.email,
          mobilePhone: client.mobilePhone,
          propertyAddress1: input.property?.address1.trim() || null,
          propertyAddress2: input.property?.address2?.trim() || null,
          propertyCity: input.property?.city?.trim() || null,
          propertyState: values.state,
          propertyZipcode: values.zipcode,
          sellerName: input.sellerName?.trim() || null,
          expectedClosingDate: input.expectedClosingDate ? toIsoDate(input.expectedClosingDate) : null,
          officeId: input.officeId?.toLowerCase() ?? null,
          realtorId: input.realtorId ?? null,
          notes: input.note ? [{ note: input.note }] : [],
          // A disbursement leaves the escrow account; a request lands in it (the client picks the source).
          sourceBankAccountId: kind === 'disbursement' ? escrow : null,
          destBankAccountId: kind === 'disbursement' ? null : escrow,
          escrowBankAccountId: escrow,
          payoutSpeed: payout?.payoutSpeed ?? null,
          instantFallback: payout?.instantFallback ?? null,
        });
        await directory.completeIdempotencyKey(tenantId, idempotencyKey, row.id);
        await announceStatus(tx, row);
        const registered = await directory.hasLoginUser(client.id);
        const portal = tenantPortalUrl(portalUrlTemplate, tenant.identifier);
        await notifyTransferRequest(tx, {
          transferId: row.id,
          disbursement: row.disbursement,
          amountCents: row.amountCents,
          tenantName: tenant.name,
          mobilePhone: client.mobilePhone,
          noticeChannel: client.noticeChannel,
          language: client.language ?? tenant.defaultLanguage,
          link: requestLink(
            portal,
            registered,
            requestReferences.sign({ transferId: row.id, tenantId, payout: row.disbursement }),
          ),
        });
        return { transfer: transferView(row), created: true };
      });
    },

    async get(tenantId: string, id: string): Promise<TransferView> {
      const row = isUuid(id) ? await transfers.findForTenant(tenantId, id.toLowerCase()) : null;
      if (!row) throw notFound(TRANSFER_NOT_FOUND);
      return transferView(row);
    },

    /** The authorization record of one of the tenant's own transfers; not found for another tenant's or an unstarted one. */
    async authorization(tenantId: string, id: string): Promise<AuthorizationView> {
      const row = isUuid(id)
        ? await createTransferRecordsRepository(db).findTenantAuthorization(tenantId, id.toLowerCase())
        : null;
      if (!row) throw notFound(TRANSFER_NOT_FOUND);
      return {
        transferId: row.transferId,
        kind: row.kind,
        termsVersion: row.termsVersion,
        text: row.text,
        textSha256: row.textSha256,
        amount: centsToDecimal(row.amountCents),
        fee: centsToDecimal(row.feeCents),
        total: centsToDecimal(row.totalCents),
        payee: row.payee,
        bankName: row.bankName,
        accountLastFour: row.accountLastFour,
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        authorizedAt: row.authorizedAt.toISOString(),
      };
    },

    async list(tenantId: string, query: { limit: number; offset: number; status?: string; disbursement?: boolean }) {
      // A status no transfer can be in matches none.
      if (query.status !== undefined && !isTransferStatus(query.status)) {
        return { items: [], total: 0, limit: query.limit, offset: query.offset };
      }
      const { rows, total } = await transfers.listForTenant(
        tenantId,
        { status: query.status, disbursement: query.disbursement },
        { limit: query.limit, offset: query.offset },
      );
      return { items: rows.map(transferView), total, limit: query.limit, offset: query.offset };
    },

    async cancel(tenantId: string, id: string): Promise<TransferView> {
      if (!isUuid(id)) throw notFound(TRANSFER_NOT_FOUND);
      return db.transaction(async (tx) => {
        const repository = createTenantTransferRepository(tx);
        const row = await repository.cancelForTenant(tenantId, id.toLowerCase(), CANCELLABLE);
        if (row) {
          await announceStatus(tx, row);
          return transferView(row);
        }
        const current = await repository.findForTenant(tenantId, id.toLowerCase());
        if (!current) throw notFound(TRANSFER_NOT_FOUND);
        if (current.status === TRANSFER_STATUS.cancelled) return transferView(current);
        throw new AppError('CONFLICT', 409, NOT_CANCELLABLE);
      });
    },
  };
}

export type TenantTransfers = ReturnType<typeof createTenantTransfers>;

function toIsoDate(value: string): string {
  const date = parseCalendarDate(value)!;
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
