/**
 * What the server checks before it lets a transfer start: the whole step-3 form
 * again from the stored transfer, with the shared yup schema (limits, balance, office or agent
 * by the tenant's routing type), a usable source account of the client's own, and the tenant's
 * escrow account as the destination. The fee is the tenant's, never the browser's.
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import { ERROR_TEXTS, type PayoutSpeed } from '@portal/shared/constants';
import { transferSchema, type RoutingType } from '@portal/shared/validation';
import { ValidationError } from 'yup';
import { badUserInput, notFound } from '../platform/http/errors';
import { centsToDecimal } from '../platform/money';
import type { BankAccountRow } from '../banking';
import type { OwnerScope } from '../platform/database/owner-scope';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import type { TransferRow } from './transfer-repository';
import { isUuid } from '../platform/http/request-scope';
import { ACCOUNT_NOT_SUPPORTED, ACCOUNT_NOT_VERIFIED, AGENT_REQUIRED, OFFICE_REQUIRED } from './transfer-messages';

export interface TenantFee {
  feeCents: number;
  clientPays: boolean;
  /** The fee of a same-day debit; null: feeCents. */
  sameDayFeeCents?: number | null;
}

/** The fee rule for a debit by `rail`: a same-day debit takes the fee config's same-day amount when it has one. */
export function feeByRail(fee: TenantFee, rail: PayoutSpeed): TenantFee {
  return rail === 'same-day' && fee.sameDayFeeCents != null ? { ...fee, feeCents: fee.sameDayFeeCents } : fee;
}

/** The tenant's first fee config (requirements §9); none means no fee. */
export async function tenantFee(repositories: Pick<Repositories, 'transferFeeConfigs'>, tenantId: string) {
  const [config] = await repositories.transferFeeConfigs.findForTenant(tenantId, { limit: 1, offset: 0 });
  return {
    feeCents: config?.amountCents ?? 0,
    clientPays: config?.clientPays ?? false,
    sameDayFeeCents: config?.sameDayAmountCents ?? null,
  } satisfies TenantFee;
}

/** The fee stored on (and charged with) a client transfer: the tenant's when the client pays it, else none. */
export function chargedFeeCents(fee: TenantFee): number {
  return fee.clientPays ? fee.feeCents : 0;
}

/**
 * The client's side of a transfer (its source) or of a disbursement (its destination) must be
 * the client's own active account (else 'Bank account not found'), verified
 * (no micro-deposits outstanding), supported (not a non-transactional savings account), and
 * known to the payments provider as a funding source.
 */
export async function usableClientAccount(
  repositories: Pick<Repositories, 'bankAccounts'>,
  owner: OwnerScope,
  bankAccountId: string,
): Promise<BankAccountRow & { fundingSourceId: string }> {
  const [account] = isUuid(bankAccountId)
    ? await repositories.bankAccounts.findVisible(owner, { id: bankAccountId.toLowerCase() }, { limit: 1, offset: 0 })
    : [];
  if (account?.ownerType !== 'client' || account.clientId !== owner.clientId || !account.active) {
    throw notFound(ERROR_TEXTS.BANK_ACCOUNT_NOT_FOUND);
  }
  if (account.pendingVerification) throw badUserInput(ACCOUNT_NOT_VERIFIED);
  if (await repositories.bankAccounts.isUnsupported(account)) throw badUserInput(ACCOUNT_NOT_SUPPORTED);
  const { fundingSourceId } = account;
  if (fundingSourceId === null) throw notFound(ERROR_TEXTS.BANK_ACCOUNT_NOT_FOUND);
  return { ...account, fundingSourceId };
}

/**
 * The session client's payments customer: the client's funding sources belong to it, and the
 * reconciler looks the attempt up there. Without one nothing can be sent or received.
 */
export async function paymentsCustomerOf(repositories: Pick<Repositories, 'clients'>, owner: OwnerScope) {
  const [client] = await repositories.clients.findOwn(owner);
  if (!client?.paymentsCustomerId) throw notFound(ERROR_TEXTS.BANK_ACCOUNT_NOT_FOUND);
  return client.paymentsCustomerId;
}

/**
 * The tenant's side: the escrow account the transfer names (`preferredId`) if it is a usable
 * one, else the tenant's first active escrow account known to the payments provider.
 */
export async function tenantEscrow(
  repositories: Pick<Repositories, 'bankAccounts'>,
  owner: OwnerScope,
  preferredId: string | null,
): Promise<BankAccountRow & { fundingSourceId: string }> {
  const escrows = await repositories.bankAccounts.findVisible(
    { tenantId: owner.tenantId, clientId: null },
    { ownerType: 'tenant', active: true },
    { limit: 20, offset: 0 },
  );
  const usable = escrows.flatMap(({ fundingSourceId, ...account }) =>
    fundingSourceId === null ? [] : [{ ...account, fundingSourceId }],
  );
  const chosen = usable.find((account) => account.id === preferredId) ?? usable[0];
  if (!chosen) throw notFound(ERROR_TEXTS.DESTINATION_ACCOUNT_NOT_FOUND);
  return chosen;
}

const PICKER_MESSAGES: Record<string, TextDescriptor> = { office: OFFICE_REQUIRED, agent: AGENT_REQUIRED };

/** A 400 with the requirements' texts when the stored transfer breaks a step-3 rule. */
export async function checkStep3Rules(
  current: TransferRow,
  context: { routingType: RoutingType; balanceCents: number | null; fee: TenantFee },
): Promise<void> {
  try {
    await validateStep3(current, context);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Answered as a validation failure: the error handlers word each text (yup keeps the schemas'
    // descriptors as they are) in the request's language. yup's types say string; it takes any message.
    const messages: unknown[] = error.inner.map((inner) => PICKER_MESSAGES[inner.path ?? ''] ?? inner.message);
    throw new ValidationError((messages.length > 0 ? messages : error.errors) as unknown as string);
  }
}

async function validateStep3(
  current: TransferRow,
  context: { routingType: RoutingType; balanceCents: number | null; fee: TenantFee },
): Promise<void> {
  const amount = centsToDecimal(current.amountCents);
  await transferSchema({
    routingType: context.routingType,
    balanceCents: context.balanceCents,
    feeCents: context.fee.feeCents,
    clientPays: context.fee.clientPays,
    // A realtor from a landing page or the session is the transfer's agent: no picker.
    agentPreselected: current.realtorId !== null,
  }).validate(
    {
      purpose: current.purpose ?? '',
      propertyAddress1: current.propertyAddress1 ?? '',
      propertyAddress2: current.propertyAddress2 ?? '',
      propertyCity: current.propertyCity ?? '',
      propertyState: current.propertyState ?? '',
      propertyZipcode: current.propertyZipcode ?? '',
      amount,
      amountCompare: amount,
      office: current.officeId ?? '',
      agent: current.agentId ?? current.realtorId ?? '',
    },
    { abortEarly: false },
  );
}
