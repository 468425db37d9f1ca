/**
 * The facts a screen reads, in the start's own transaction (so a decision sees the start it
 * decides, and a concurrent start of the same client is either before it or after it): the
 * source account, the client's recent debits, starts and links, and earlier returns.
 */
import { and, count, eq, gte, inArray, isNotNull, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import type { Transaction } from '../platform/database/database';
import { bankAccount, transfer, transferAuthorization } from '../platform/database/schema';
import type { TransferRow } from '../transfers';
import type { RiskRules } from './policy';
import type { ScreenFacts } from './rules';

/** A debit the client has set going: held, being started, or with the provider. */
const UNDER_WAY = [
  TRANSFER_STATUS.awaitingApproval,
  TRANSFER_STATUS.starting,
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.completed,
];
const FAILED = [TRANSFER_STATUS.error, TRANSFER_STATUS.returned];

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

export interface StartOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

export type ReturnRiskScores = ScreenFacts['returnRisk'];

export async function gatherFacts(
  tx: Transaction,
  row: TransferRow,
  origin: StartOrigin,
  rules: RiskRules,
  now: Date,
  returnRisk: ReturnRiskScores,
): Promise<ScreenFacts> {
  const accountId = row.sourceBankAccountId ?? '';
  const [account] = await tx
    .select({
      identityOverriddenAt: bankAccount.identityOverriddenAt,
      nameScore: bankAccount.identityNameScore,
      linkedAt: bankAccount.createdAt,
    })
    .from(bankAccount)
    .where(eq(bankAccount.id, accountId));

  const [sent] = await tx
    .select({ value: count() })
    .from(transfer)
    .where(
      and(eq(transfer.sourceBankAccountId, accountId), ne(transfer.id, row.id), isNotNull(transfer.providerTransferId)),
    );

  const [day] = await tx
    .select({ value: sum(transfer.amountCents) })
    .from(transfer)
    .where(
      and(
        eq(transfer.clientId, row.clientId),
        eq(transfer.tenantId, row.tenantId),
        eq(transfer.disbursement, false),
        ne(transfer.id, row.id),
        inArray(transfer.status, UNDER_WAY),
        gte(transfer.startedAt, minutesAgo(now, 24 * 60)),
      ),
    );

  /** Debit starts (each records its authorization) in the tenant matching `who`, within `minutes`. */
  const starts = async (who: SQL, minutes: number, failedOnly: boolean) => {
    const conditions = [
      eq(transferAuthorization.tenantId, row.tenantId),
      eq(transferAuthorization.kind, 'debit'),
      who,
      gte(transferAuthorization.authorizedAt, minutesAgo(now, minutes)),
    ];
    // A failed start: its attempt no longer holds the transfer (refused by the provider, or blocked here).
    if (failedOnly) conditions.push(sql`${transfer.startKey} is distinct from ${transferAuthorization.startKey}`);
    const [found] = await tx
      .select({ value: count() })
      .from(transferAuthorization)
      .innerJoin(transfer, eq(transfer.id, transferAuthorization.transferId))
      .where(and(...conditions));
    return Number(found?.value ?? 0);
  };
  const byClient = eq(transferAuthorization.clientId, row.clientId);
  const byAddress = origin.ipAddress === null ? null : eq(transferAuthorization.ipAddress, origin.ipAddress);
  const byDevice = origin.userAgent === null ? null : eq(transferAuthorization.userAgent, origin.userAgent);

  /** The tenant's client accounts linked within `minutes`, by whoever `who` names. */
  const linked = async (who: SQL, minutes: number) => {
    const [found] = await tx
      .select({ value: count() })
      .from(bankAccount)
      .where(and(eq(bankAccount.tenantId, row.tenantId), who, gte(bankAccount.createdAt, minutesAgo(now, minutes))));
    return Number(found?.value ?? 0);
  };
  const linkedFromAddress = origin.ipAddress === null ? null : eq(bankAccount.linkedFromIp, origin.ipAddress);
  const linkedFromDevice = origin.userAgent === null ? null : eq(bankAccount.linkedFromUserAgent, origin.userAgent);

  const returns = await tx
    .select({ code: transfer.failureCode })
    .from(transfer)
    .where(
      and(
        eq(transfer.tenantId, row.tenantId),
        ne(transfer.id, row.id),
        inArray(transfer.status, FAILED),
        isNotNull(transfer.failureCode),
        or(eq(transfer.clientId, row.clientId), eq(transfer.sourceBankAccountId, accountId)),
      ),
    );

  return {
    amountCents: row.amountCents,
    requestedAmountCents: row.requestedAmountCents,
    account: {
      identityOverriddenAt: account?.identityOverriddenAt ?? null,
      nameScore: account?.nameScore ?? null,
      linkedAt: account?.linkedAt ?? now,
      earlierDebits: Number(sent?.value ?? 0),
    },
    dayTotalCents: Number(day?.value ?? 0),
    counts: {
      clientStarts: await starts(byClient, rules.clientStarts.windowMinutes, false),
      clientFailedStarts: await starts(byClient, rules.clientFailedStarts.windowMinutes, true),
      clientLinkedAccounts: await linked(
        eq(bankAccount.clientId, row.clientId),
        rules.clientLinkedAccounts.windowMinutes,
      ),
      addressStarts: byAddress ? await starts(byAddress, rules.addressStarts.windowMinutes, false) : 0,
      addressFailedStarts: byAddress ? await starts(byAddress, rules.addressFailedStarts.windowMinutes, true) : 0,
      addressLinkedAccounts: linkedFromAddress
        ? await linked(linkedFromAddress, rules.addressLinkedAccounts.windowMinutes)
        : 0,
      deviceStarts: byDevice ? await starts(byDevice, rules.deviceStarts.windowMinutes, false) : 0,
      deviceFailedStarts: byDevice ? await starts(byDevice, rules.deviceFailedStarts.windowMinutes, true) : 0,
      deviceLinkedAccounts: linkedFromDevice
        ? await linked(linkedFromDevice, rules.deviceLinkedAccounts.windowMinutes)
        : 0,
    },
    earlierReturnCodes: returns.flatMap(({ code }) => (code ? [code] : [])),
    returnRisk,
    now,
  };
}
