/**
 * The session client's transfers through GraphQL: reading them (transfer-queries.ts), creating a
 * draft, and editing one or moving it as a client may (viewed, draft).
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import {
  canMove,
  EDITABLE_TRANSFER_STATUSES,
  LOCKED_TRANSFER_STATUSES,
  ERROR_TEXTS,
  TRANSFER_STATUS,
} from '@portal/shared/constants';
import type { BankAccountRepository } from '../banking';
import type { ClientRepository } from '../clients';
import type { Transaction } from '../platform/database/database';
import { AppError, notFound } from '../platform/http/errors';
import { requireOwner } from '../platform/http/query-input';
import { isUuid, type RequestScope } from '../platform/http/request-scope';
import type {
  OfficeRepository,
  RealtorRepository,
  TenantRepository,
  TransferFeeConfigRepository,
  TransferTypeRepository,
} from '../tenants';
import { createTransferChanges } from './transfer-changes';
import { knownStatus, type TransferInput } from './transfer-input';
import { DISBURSEMENT_NOT_EDITABLE, TRANSFER_NOT_FOUND } from './transfer-messages';
import { createTransferQueries } from './transfer-queries';
import type { TransferRepository, TransferRow } from './transfer-repository';

/** What a client may send for a disbursement: the status (viewed) and the account receiving it. */
const DISBURSEMENT_FIELDS = new Set(['status', 'destBankAccount', 'client', 'tenant']);

export interface TransferServiceDeps {
  tenants: TenantRepository;
  transfers: TransferRepository;
  clients: ClientRepository;
  bankAccounts: BankAccountRepository;
  offices: OfficeRepository;
  realtors: RealtorRepository;
  transferTypes: TransferTypeRepository;
  transferFeeConfigs: TransferFeeConfigRepository;
  /** Announces a status the client moved (viewed): live status and the tenant's webhook, in the change's transaction. */
  announceStatus: (tx: Transaction, row: TransferRow) => Promise<void>;
}

const conflict = (message: TextDescriptor | string) => new AppError('CONFLICT', 409, message);
const forbidden = (message: TextDescriptor | string) => new AppError('FORBIDDEN', 403, message);

export function createTransferService(deps: TransferServiceDeps) {
  const { transfers, announceStatus } = deps;
  const { changesOf, defaultType } = createTransferChanges(deps);

  return {
    ...createTransferQueries(deps),

    /** A new draft of the session's client, at the session's tenant; the fee is the tenant's. */
    async createTransfer(data: TransferInput, scope: RequestScope): Promise<TransferRow> {
      const owner = requireOwner(scope);
      if (data.status != null) {
        const status = knownStatus(data.status, 'status');
        if (status !== TRANSFER_STATUS.draft) throw forbidden(`A new transfer can only be a ${TRANSFER_STATUS.draft}`);
      }
      const changes = await changesOf(data, owner, null);
      if (changes.transferTypeId === undefined || changes.transferTypeId === null) {
        changes.transferTypeId = (await defaultType())?.id ?? null;
      }
      return transfers.insert({
        ...changes,
        clientId: owner.clientId,
        tenantId: owner.tenantId,
        status: TRANSFER_STATUS.draft,
        disbursement: false,
      });
    },

    /**
     * Edits the session's transfer, or moves it as a client may (Initiated/Requested → viewed).
     * Pending and submitted transfers (and any other status past the client's hands) answer
     * 409 'The transfer cannot be edited'; another client's transfer is an unknown one.
     */
    async updateTransfer(id: string, data: TransferInput, scope: RequestScope): Promise<TransferRow> {
      const owner = requireOwner(scope);
      const current = isUuid(id) ? await transfers.findOwn(owner, id.toLowerCase()) : null;
      if (!current) throw notFound(TRANSFER_NOT_FOUND);
      if (LOCKED_TRANSFER_STATUSES.includes(current.status) || !EDITABLE_TRANSFER_STATUSES.includes(current.status)) {
        throw conflict(ERROR_TEXTS.TRANSFER_NOT_EDITABLE);
      }
      const target = data.status == null ? current.status : knownStatus(data.status, 'status');
      // The moves a client may make (TRANSFER_MOVES); the others are Make Transfer's, the provider's or the tenant's.
      if (target !== current.status && !canMove(current.status, target, 'client')) {
        throw forbidden(`A transfer cannot be moved from ${current.status} to ${target}`);
      }
      if (current.disbursement) {
        const edited = Object.keys(data).filter((key) => data[key as keyof TransferInput] !== undefined);
        if (edited.some((key) => !DISBURSEMENT_FIELDS.has(key))) throw forbidden(DISBURSEMENT_NOT_EDITABLE);
      }

      const changes = await changesOf(data, owner, current);
      if (target !== current.status) changes.status = target;
      const updated = await transfers.updateOwnInStatus(owner, current.id, current.status, changes, announceStatus);
      if (updated) return updated;
      // Changed under us (Make Transfer started it, the tenant cancelled it, …).
      if (!(await transfers.findOwn(owner, current.id))) throw notFound(TRANSFER_NOT_FOUND);
      throw conflict(ERROR_TEXTS.TRANSFER_NOT_EDITABLE);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
