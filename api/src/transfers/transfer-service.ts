import {
  BANK_ACCOUNT_NOT_FOUND,
  canMove,
  DESTINATION_ACCOUNT_NOT_FOUND,
  EDITABLE_TRANSFER_STATUSES,
  isTransferStatus,
  LOCKED_TRANSFER_STATUSES,
  TRANSFER_NOT_EDITABLE,
  TRANSFER_STATUS,
  type TransferStatus,
} from '@portal/shared/constants';
import type { Transaction } from '../platform/database/database';
import { AppError, badUserInput, notFound } from '../platform/http/errors';
import type { BankAccountRepository, BankAccountRow } from '../banking';
import type { ClientRepository } from '../clients';
import type {
  OfficeRepository,
  RealtorRepository,
  TenantRepository,
  TransferFeeConfigRepository,
  TransferTypeRepository,
  TransferTypeRow,
} from '../tenants';
import type { OwnerScope } from '../platform/database/owner-scope';
import type {
  TransferChanges,
  TransferFilter,
  TransferOrder,
  TransferRepository,
  TransferColumn,
  TransferRow,
} from './transfer-repository';
import {
  filterList,
  filterText,
  isoDateFilter,
  namesOwnClient,
  NO_MATCH,
  pageOf,
  requireOwner,
  uuidFilter,
  uuidListFilter,
} from '../platform/http/query-input';
import { isUuid, type RequestScope } from '../platform/http/request-scope';
import type {
  Query_AllTransfersMetaArgs,
  QueryAllTransfersArgs,
  SortTransfersBy,
  TransferWhereInput,
} from '../platform/graphql/resolver-types';
import {
  checkOwnReferences,
  checkTextLengths,
  validateFields,
  type RelateToOne,
  type TransferInput,
} from './transfer-input';

export const TRANSFER_NOT_FOUND = 'Transfer not found';
export const OFFICE_NOT_FOUND = 'Office not found';
export const AGENT_NOT_FOUND = 'Agent not found';
export const TRANSFER_TYPE_NOT_FOUND = 'Transfer type not found';
export const INVALID_PURPOSE = 'Please select a valid purpose';
export const ACCOUNT_NOT_VERIFIED = 'This bank account must be verified before it can be used for a transfer.';
export const ACCOUNT_NOT_SUPPORTED =
  'This bank account is not supported for transfers. Please link a checking account.';
/** The form shows 'This is required' beside the picker; alone in an API answer it needs the field's name. */
export const OFFICE_REQUIRED = 'Please select an office';
export const AGENT_REQUIRED = 'Please select an agent';
export const DISBURSEMENT_NOT_EDITABLE = 'A disbursement can only be viewed or accepted: its details cannot be edited';

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

const conflict = (message: string) => new AppError('CONFLICT', 409, message);
const forbidden = (message: string) => new AppError('FORBIDDEN', 403, message);
const REALTOR_ID = /^[0-9a-f]{24}$/;

export function createTransferService(deps: TransferServiceDeps) {
  const {
    tenants,
    transfers,
    clients,
    bankAccounts,
    offices,
    realtors,
    transferTypes,
    transferFeeConfigs,
    announceStatus,
  } = deps;

  /**
   * Saving the step-3 form (it carries Re-Enter Amount) needs the picker the tenant routes by: an
   * office, or an agent unless a realtor (landing page or session) is already the transfer's.
   */
  async function checkRouting(owner: OwnerScope, changes: TransferChanges, current: TransferRow | null) {
    const [tenant] = await tenants.findByIds([owner.tenantId]);
    const pick = <K extends 'officeId' | 'agentId' | 'realtorId'>(key: K) =>
      changes[key] !== undefined ? changes[key] : (current?.[key] ?? null);
    if (tenant?.routingType === 'office' && !pick('officeId')) throw badUserInput(OFFICE_REQUIRED);
    if (tenant?.routingType === 'agent' && !pick('agentId') && !pick('realtorId')) throw badUserInput(AGENT_REQUIRED);
  }

  /** The repository filter for `where`, or null when it can match nothing. */
  async function filterOf(
    where: TransferWhereInput | null | undefined,
    owner: OwnerScope,
  ): Promise<TransferFilter | null> {
    if (!where) return {};
    const id = uuidFilter(where.id, 'where.id');
    if (id === NO_MATCH || !(await namesOwnClient(where.client, owner, clients))) return null;
    return {
      id,
      idIn: uuidListFilter(where.id_in, 'where.id_in'),
      status: where.status == null ? undefined : knownStatus(where.status, 'where.status'),
      statusIn: filterList(where.status_in, 'where.status_in')?.map((status) => knownStatus(status, 'where.status_in')),
      statusNotIn: filterList(where.status_not_in, 'where.status_not_in')?.map((status) =>
        knownStatus(status, 'where.status_not_in'),
      ),
      disbursement: where.disbursement ?? undefined,
      createdAtGte: isoDateFilter(where.createdAt_gte, 'where.createdAt_gte'),
      createdAtLte: isoDateFilter(where.createdAt_lte, 'where.createdAt_lte'),
    };
  }

  /**
   * Money moves only through the client's own account that is active, verified (no
   * micro-deposits outstanding) and supported (issue 7): anything else is refused here,
   * whatever the browser offered. Another client's account is an unknown one.
   */
  async function usableClientAccount(account: BankAccountRow | null): Promise<BankAccountRow> {
    if (account?.ownerType !== 'client' || !account.active) throw notFound(BANK_ACCOUNT_NOT_FOUND);
    if (account.pendingVerification) throw badUserInput(ACCOUNT_NOT_VERIFIED);
    if (await bankAccounts.isUnsupported(account)) throw badUserInput(ACCOUNT_NOT_SUPPORTED);
    return account;
  }

  async function feeOf(tenantId: string): Promise<{ feeCents: number; clientPays: boolean }> {
    const [config] = await transferFeeConfigs.findForTenant(tenantId, { limit: 1, offset: 0 });
    return { feeCents: config?.amountCents ?? 0, clientPays: config?.clientPays ?? false };
  }

  /** One bank account the owner can see (their own, or their tenant's escrow), else null. */
  async function visibleAccount(owner: OwnerScope, id: string): Promise<BankAccountRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await bankAccounts.findVisible(owner, { id: id.toLowerCase() }, { limit: 1, offset: 0 });
    return row ?? null;
  }

  /**
   * Resolves `{ connect: { id } }` / `{ disconnectAll: true }`: undefined when the input leaves
   * the relation alone, null to clear it, else the id after `find` has accepted it.
   */
  async function relation<T>(
    input: RelateToOne | null | undefined,
    field: string,
    find: (id: string) => Promise<T | null>,
    idOf: (row: T) => string,
  ): Promise<{ id: string | null; row: T | null } | undefined> {
    if (input === undefined || input === null) return undefined;
    if (input.connect && input.disconnectAll) throw badUserInput(`${field}: use either connect or disconnectAll`);
    if (input.disconnectAll) return { id: null, row: null };
    if (!input.connect) return undefined;
    filterText(input.connect.id, `${field}.connect.id`);
    const row = await find(input.connect.id);
    return row === null ? undefined : { id: idOf(row), row };
  }

  /** Validates `data` against the owner's scope and the transfer form's rules; returns the columns to write. */
  async function changesOf(
    data: TransferInput,
    owner: OwnerScope,
    current: TransferRow | null,
  ): Promise<TransferChanges> {
    const disbursement = current?.disbursement ?? false;
    checkTextLengths(data);
    checkOwnReferences(data, owner);
    const changes: TransferChanges = {};

    // Relations: each must be the owner's own or their tenant's, active; else 'not found'.
    const required = <T>(found: T | null, message: string): T => {
      if (found === null) throw notFound(message);
      return found;
    };
    const source = await relation(
      data.sourceBankAccount,
      'sourceBankAccount',
      async (id) => usableClientAccount(await visibleAccount(owner, id)),
      (row) => row.id,
    );
    if (source) changes.sourceBankAccountId = source.id;
    const dest = await relation(
      data.destBankAccount,
      'destBankAccount',
      async (id) => {
        const account = await visibleAccount(owner, id);
        // A transfer goes to the tenant's escrow account; a disbursement to the client's own.
        if (disbursement) return usableClientAccount(account);
        return required(
          account?.ownerType === 'tenant' && account.active ? account : null,
          DESTINATION_ACCOUNT_NOT_FOUND,
        );
      },
      (row) => row.id,
    );
    if (dest) changes.destBankAccountId = dest.id;
    const escrow = await relation(
      data.escrowBankAccount,
      'escrowBankAccount',
      async (id) => {
        const account = await visibleAccount(owner, id);
        return required(
          account?.ownerType === 'tenant' && account.active ? account : null,
          DESTINATION_ACCOUNT_NOT_FOUND,
        );
      },
      (row) => row.id,
    );
    if (escrow) changes.escrowBankAccountId = escrow.id;
    const office = await relation(
      data.office,
      'office',
      async (id) => {
        const [row] = isUuid(id)
          ? await offices.findMany({ tenantId: owner.tenantId, id: id.toLowerCase(), active: true }, [], {
              limit: 1,
              offset: 0,
            })
          : [];
        return required(row ?? null, OFFICE_NOT_FOUND);
      },
      (row) => row.id,
    );
    if (office) changes.officeId = office.id;
    const findRealtor = async (id: string) => {
      const [row] = REALTOR_ID.test(id)
        ? await realtors.findMany({ tenantId: owner.tenantId, id, active: true }, { limit: 1, offset: 0 })
        : [];
      return required(row ?? null, AGENT_NOT_FOUND);
    };
    const realtor = await relation(data.realtor, 'realtor', findRealtor, (row) => row.id);
    if (realtor) changes.realtorId = realtor.id;
    const agent = await relation(data.agent, 'agent', findRealtor, (row) => row.id);
    if (agent) changes.agentId = agent.id;
    const type = await relation(
      data.transferType,
      'transferType',
      async (id) => {
        const [row] = isUuid(id) ? await transferTypes.findMany({ id: id.toLowerCase() }) : [];
        return required(row ?? null, TRANSFER_TYPE_NOT_FOUND);
      },
      (row) => row.id,
    );
    if (type) changes.transferTypeId = type.id;

    // Plain fields, with the shared form rules; the balance rule needs the source account.
    const sourceAccount =
      source !== undefined
        ? source.row
        : current?.sourceBankAccountId
          ? await visibleAccount(owner, current.sourceBankAccountId)
          : null;
    const fee = disbursement ? { feeCents: 0, clientPays: false } : await feeOf(owner.tenantId);
    Object.assign(changes, await validateFields(data, current, source !== undefined, sourceAccount, fee));

    if (data.purpose != null && changes.purpose) {
      const purposeType = type?.row ?? (current ? await typeOf(current.transferTypeId) : await defaultType());
      const purposes = purposeType?.purpose.purposes ?? [];
      if (purposes.length > 0 && !purposes.includes(changes.purpose)) throw badUserInput(INVALID_PURPOSE);
    }
    if (changes.amountCents !== undefined || current === null) {
      // Always the tenant's first fee config (spec §9), whatever the browser computed.
      changes.feeCents = fee.clientPays ? fee.feeCents : 0;
    }
    // The step-3 form always sends Re-Enter Amount: that save needs its picker; partial edits do not.
    if (data.amountCompare !== undefined && !disbursement) await checkRouting(owner, changes, current);
    return changes;
  }

  /** A client's transfer is a Client Transfer (the credit type, spec §7) unless it says otherwise. */
  async function defaultType(): Promise<TransferTypeRow | null> {
    const [credit] = await transferTypes.findMany({ isCredit: true });
    return credit ?? null;
  }

  async function typeOf(id: string | null): Promise<TransferTypeRow | null> {
    if (id === null) return null;
    const [row] = await transferTypes.findMany({ id });
    return row ?? null;
  }

  return {
    /** allTransfers: the session's transfers matching `where`, newest first by default. */
    async findTransfers(
      query: QueryAllTransfersArgs,
      scope: RequestScope,
      columns?: readonly TransferColumn[],
    ): Promise<TransferRow[]> {
      const owner = requireOwner(scope);
      const page = pageOf(query);
      const filter = await filterOf(query.where, owner);
      if (filter === null) return [];
      return transfers.findMany(owner, filter, orderOf(query.sortBy), page, columns);
    },

    async countTransfers(query: Query_AllTransfersMetaArgs, scope: RequestScope): Promise<number> {
      const owner = requireOwner(scope);
      const filter = await filterOf(query.where, owner);
      return filter === null ? 0 : transfers.count(owner, filter);
    },

    /** Transfer(where: { id }): null for an id that is not the session's transfer. */
    async findTransfer(where: { id: string }, scope: RequestScope): Promise<TransferRow | null> {
      const owner = requireOwner(scope);
      const id = uuidFilter(where.id, 'where.id');
      if (id === undefined || id === NO_MATCH) return null;
      return transfers.findOwn(owner, id);
    },

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
        throw conflict(TRANSFER_NOT_EDITABLE);
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
      throw conflict(TRANSFER_NOT_EDITABLE);
    },
  };
}

function orderOf(sortBy: SortTransfersBy[] | null | undefined): TransferOrder[] {
  const order = (sortBy ?? []).slice(0, 4).map((value): TransferOrder => {
    const [field, direction] = value.split('_') as ['createdAt' | 'updatedAt', 'ASC' | 'DESC'];
    return { field, direction: direction === 'ASC' ? 'asc' : 'desc' };
  });
  return order.length > 0 ? order : [{ field: 'createdAt', direction: 'desc' }];
}

function knownStatus(value: string, field: string): TransferStatus {
  filterText(value, field);
  if (!isTransferStatus(value)) throw badUserInput(`${field}: unknown transfer status "${value}"`);
  return value;
}

export type TransferService = ReturnType<typeof createTransferService>;
