/**
 * What a client's save of the step-3 form (or a partial edit) may change: every relation checked
 * against the session's scope, every field against the transfer form's rules, the fee always
 * the tenant's. Used by createTransfer and updateTransfer (transfer-service.ts).
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import { ERROR_TEXTS } from '@portal/shared/constants';
import type { BankAccountRepository, BankAccountRow } from '../banking';
import type {
  OfficeRepository,
  RealtorRepository,
  TenantRepository,
  TransferFeeConfigRepository,
  TransferTypeRepository,
  TransferTypeRow,
} from '../tenants';
import type { OwnerScope } from '../platform/database/owner-scope';
import { badUserInput, notFound } from '../platform/http/errors';
import { filterText } from '../platform/http/query-input';
import { isUuid } from '../platform/http/request-scope';
import {
  checkOwnReferences,
  checkTextLengths,
  validateFields,
  type RelateToOne,
  type TransferInput,
} from './transfer-input';
import {
  ACCOUNT_NOT_SUPPORTED,
  ACCOUNT_NOT_VERIFIED,
  AGENT_NOT_FOUND,
  AGENT_REQUIRED,
  INVALID_PURPOSE,
  OFFICE_NOT_FOUND,
  OFFICE_REQUIRED,
  TRANSFER_TYPE_NOT_FOUND,
} from './transfer-messages';
import type { TransferChanges, TransferRow } from './transfer-repository';

const REALTOR_ID = /^[0-9a-f]{24}$/;

export interface TransferChangesDeps {
  tenants: TenantRepository;
  bankAccounts: BankAccountRepository;
  offices: OfficeRepository;
  realtors: RealtorRepository;
  transferTypes: TransferTypeRepository;
  transferFeeConfigs: TransferFeeConfigRepository;
}

export function createTransferChanges(deps: TransferChangesDeps) {
  const { tenants, bankAccounts, offices, realtors, transferTypes, transferFeeConfigs } = deps;

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

  /**
   * Money moves only through the client's own account that is active, verified (no
   * micro-deposits outstanding) and supported: anything else is refused here,
   * whatever the browser offered. Another client's account is an unknown one.
   */
  async function usableClientAccount(account: BankAccountRow | null): Promise<BankAccountRow> {
    if (account?.ownerType !== 'client' || !account.active) throw notFound(ERROR_TEXTS.BANK_ACCOUNT_NOT_FOUND);
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
    const required = <T>(found: T | null, message: TextDescriptor): T => {
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
          ERROR_TEXTS.DESTINATION_ACCOUNT_NOT_FOUND,
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
          ERROR_TEXTS.DESTINATION_ACCOUNT_NOT_FOUND,
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
      // Always the tenant's first fee config (requirements §9), whatever the browser computed.
      changes.feeCents = fee.clientPays ? fee.feeCents : 0;
    }
    // The step-3 form always sends Re-Enter Amount: that save needs its picker; partial edits do not.
    if (data.amountCompare !== undefined && !disbursement) await checkRouting(owner, changes, current);
    return changes;
  }

  /** A client's transfer is a Client Transfer (the credit type, requirements §7) unless it says otherwise. */
  async function defaultType(): Promise<TransferTypeRow | null> {
    const [credit] = await transferTypes.findMany({ isCredit: true });
    return credit ?? null;
  }

  async function typeOf(id: string | null): Promise<TransferTypeRow | null> {
    if (id === null) return null;
    const [row] = await transferTypes.findMany({ id });
    return row ?? null;
  }

  return { changesOf, defaultType };
}
