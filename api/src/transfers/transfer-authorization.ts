/**
 * The authorization a start needs (Nacha WEB for a debit; the matching credit terms for an
 * accepted disbursement): the server writes the terms from what it stores, the client sees
 * them at Review / Accept Payment, and the start must carry back their version and hash. The
 * record is written in the transaction that claims the start, so a start exists only with the
 * words the client agreed to (transfer-records-repository.ts keeps them unchangeable).
 */
import { ERROR_TEXTS, OUTCOME_TEXTS } from '@portal/shared/constants';
import type { StartAuthorization } from '@portal/shared/contracts';
import type { Transaction } from '../platform/database/database';
import type { OwnerScope } from '../platform/database/owner-scope';
import { AppError, badUserInput, notFound } from '../platform/http/errors';
import type { BankAccountRow } from '../banking';
import { creditTerms, debitTerms, type AuthorizationTerms, type TermsParties } from './authorization-terms';
import { easternDate } from './business-days';
import { debitRail, expectedArrival, type ExpectedArrival } from './expected-arrival';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import { propertyAddressLines } from '../notices';
import { createTransferRecordsRepository } from './transfer-records-repository';
import { payoutRailInto } from './payout-rail';
import type { PayoutSpeed } from '@portal/shared/constants';
import type { Locale } from '@portal/shared/i18n';
import type { TransferRow } from './transfer-repository';

/** Where an agreement came from: kept with the record as evidence. */
export interface AgreementOrigin {
  ipAddress: string | null;
  userAgent: string | null;
  /** The language the terms were shown in (the page's): the start's terms are written in it. */
  language?: Locale;
}

/** The terms for one start, with what they were written from. */
export interface StartTerms {
  terms: AuthorizationTerms;
  arrival: ExpectedArrival;
  parties: TermsParties;
  amountCents: number;
  feeCents: number;
}

type TermsTenant = { name: string; pocPhone: string | null; supportEmail: string | null };

/** The property on one line, as the notices write its lines. */
function propertyOf(row: TransferRow): string | null {
  return propertyAddressLines({ transfer: row }).join(', ') || null;
}

const accountOf = (
  account: Pick<BankAccountRow, 'bankDisplayName' | 'bankName' | 'name' | 'accountLastFourDigits'>,
) => ({
  bankName: account.bankDisplayName ?? account.bankName ?? account.name ?? 'bank',
  lastFour: account.accountLastFourDigits ?? '',
});

/**
 * The terms of a start made now: a debit of amount + fee for a client's transfer, a credit of
 * the amount for a disbursement. Pure: the same inputs on the same New York day give the same
 * text and hash, which is how a start is matched to what Review showed.
 */
export function startTerms(input: {
  row: TransferRow;
  payerName: string;
  tenant: TermsTenant;
  account: Pick<BankAccountRow, 'bankDisplayName' | 'bankName' | 'name' | 'accountLastFourDigits'>;
  feeCents: number;
  now: Date;
  /** The rail: a disbursement's into this account (payout-rail.ts), a client's transfer's (debitRail). */
  rail?: PayoutSpeed;
  /** The language of the page that shows (or showed) the terms. */
  language?: Locale;
}): StartTerms {
  const { row, now } = input;
  const parties: TermsParties = {
    payerName: input.payerName,
    tenant: { name: input.tenant.name, phone: input.tenant.pocPhone, supportEmail: input.tenant.supportEmail },
    account: accountOf(input.account),
  };
  const date = easternDate(now);
  if (row.disbursement) {
    const arrival = expectedArrival('disbursement', now, input.rail);
    const terms = creditTerms({ ...parties, amountCents: row.amountCents, date, arrival }, input.language);
    return { terms, arrival, parties, amountCents: row.amountCents, feeCents: 0 };
  }
  const arrival = expectedArrival('transfer', now, input.rail);
  const terms = debitTerms(
    {
      ...parties,
      amountCents: row.amountCents,
      feeCents: input.feeCents,
      purpose: row.purpose,
      property: propertyOf(row),
      date,
      arrival,
    },
    input.language,
  );
  return { terms, arrival, parties, amountCents: row.amountCents, feeCents: input.feeCents };
}

/** The client's name as the terms say it ("I, Dana Client, authorize …"). */
async function payerNameOf(repositories: Pick<Repositories, 'clients'>, owner: OwnerScope): Promise<string> {
  const [client] = await repositories.clients.findOwn(owner);
  if (!client) throw notFound(ERROR_TEXTS.BANK_ACCOUNT_NOT_FOUND);
  return [client.firstName, client.middleName, client.lastName].filter(Boolean).join(' ');
}

/** The terms of a start of `row` from (or, for a disbursement, into) `account`, made now. */
export async function termsFor(
  repositories: Pick<Repositories, 'clients' | 'tenants'>,
  owner: OwnerScope,
  row: TransferRow,
  account: Pick<BankAccountRow, 'bankDisplayName' | 'bankName' | 'name' | 'accountLastFourDigits' | 'instantPayments'>,
  feeCents: number,
  now = new Date(),
  language?: Locale,
): Promise<StartTerms> {
  const [tenant] = await repositories.tenants.findByIds([owner.tenantId]);
  if (!tenant) throw notFound(ERROR_TEXTS.BANK_ACCOUNT_NOT_FOUND);
  const payerName = await payerNameOf(repositories, owner);
  const rail = row.disbursement ? payoutRailInto(row, account) : debitRail(tenant, now);
  return startTerms({ row, payerName, tenant, account, feeCents, now, rail, language });
}

/** Refuses a start that carries no agreement, or one to other terms than the server would write now. */
export function checkAgreement(agreed: StartAuthorization | undefined, expected: AuthorizationTerms): void {
  if (!agreed || typeof agreed.sha256 !== 'string' || typeof agreed.version !== 'string') {
    throw badUserInput(OUTCOME_TEXTS.AUTHORIZATION_REQUIRED);
  }
  if (agreed.version !== expected.version || agreed.sha256.toLowerCase() !== expected.sha256) {
    throw new AppError('CONFLICT', 409, OUTCOME_TEXTS.AUTHORIZATION_CHANGED);
  }
}

/** Writes the authorization record of a claimed start, in the claiming transaction. */
export async function recordAuthorization(
  tx: Transaction,
  claimed: TransferRow,
  startKey: string,
  start: StartTerms,
  origin: AgreementOrigin,
): Promise<void> {
  await createTransferRecordsRepository(tx).insertAuthorization({
    transferId: claimed.id,
    tenantId: claimed.tenantId,
    clientId: claimed.clientId!,
    startKey,
    kind: start.terms.kind,
    termsVersion: start.terms.version,
    text: start.terms.text,
    textSha256: start.terms.sha256,
    amountCents: start.amountCents,
    feeCents: start.feeCents,
    totalCents: start.amountCents + start.feeCents,
    payee: start.terms.kind === 'debit' ? start.parties.tenant.name : start.parties.payerName,
    bankName: start.parties.account.bankName,
    accountLastFour: start.parties.account.lastFour,
    // Never longer than a header can be; kept as given (evidence), never logged.
    ipAddress: origin.ipAddress?.slice(0, 64) ?? null,
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
  });
}
