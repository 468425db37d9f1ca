/**
 * The words a client agrees to before money moves: a one-time ACH debit for a transfer
 * (Nacha's WEB rules: who is debited, from which account, how much, once, when, to whom, and
 * how to revoke), a one-time credit for an accepted disbursement. The server writes the text,
 * the Review screen shows it as given, and the start is refused unless the browser sends back
 * the text's hash: the record then holds exactly the words the client saw (authorization-record.ts).
 */
import { createHash } from 'node:crypto';
import { formatMoney, formatPhone } from '@portal/shared/format';
import type { ExpectedArrival } from './expected-arrival';

/** Raise when the wording changes: a record says which version its text is. */
export const DEBIT_TERMS_VERSION = 'ach-debit-web-1';
export const SAME_DAY_DEBIT_TERMS_VERSION = 'same-day-debit-web-1';
export const CREDIT_TERMS_VERSION = 'ach-credit-1';
export const SAME_DAY_CREDIT_TERMS_VERSION = 'same-day-credit-1';
export const INSTANT_CREDIT_TERMS_VERSION = 'instant-credit-1';

export interface TermsParties {
  payerName: string;
  tenant: { name: string; phone: string | null; supportEmail: string | null };
  account: { bankName: string; lastFour: string };
}

export interface DebitTerms extends TermsParties {
  amountCents: number;
  /** The convenience fee the client pays (0 when the tenant pays it). */
  feeCents: number;
  purpose: string | null;
  property: string | null;
  /** The day it is authorized (New York time). */
  date: string;
  arrival: ExpectedArrival;
}

export interface CreditTerms extends TermsParties {
  amountCents: number;
  date: string;
  arrival: ExpectedArrival;
}

export interface AuthorizationTerms {
  kind: 'debit' | 'credit';
  version: string;
  text: string;
  sha256: string;
}

/** mm/dd/yyyy, as every date the portal shows (requirements §5). */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** "on 12/01/2026", or "between 12/01/2026 and 12/03/2026": how every record says when money arrives. */
export const arrivalText = (arrival: ExpectedArrival) =>
  arrival.earliest === arrival.latest
    ? `on ${usDate(arrival.earliest)}`
    : `between ${usDate(arrival.earliest)} and ${usDate(arrival.latest)}`;

function contacts(tenant: TermsParties['tenant']): string {
  const ways = [
    tenant.phone ? `at ${formatPhone(tenant.phone)}` : null,
    tenant.supportEmail ? `at ${tenant.supportEmail}` : null,
  ];
  const known = ways.filter((way): way is string => way !== null);
  return known.length > 0 ? ` ${known.join(' or ')}` : '';
}

const hashed = (kind: AuthorizationTerms['kind'], version: string, text: string): AuthorizationTerms => ({
  kind,
  version,
  text,
  sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
});

export function debitTerms(terms: DebitTerms): AuthorizationTerms {
  const { tenant, account } = terms;
  const sameDay = terms.arrival.rail === 'same-day';
  const total = terms.amountCents + terms.feeCents;
  const how =
    terms.feeCents > 0
      ? `${formatMoney(total)} (${formatMoney(terms.amountCents)} plus a ${formatMoney(terms.feeCents)} convenience fee)`
      : formatMoney(total);
  const what = [terms.purpose, terms.property ? `for ${terms.property}` : null].filter(Boolean).join(' ');
  const text = [
    `I, ${terms.payerName}, authorize ${tenant.name} to debit my ${account.bankName} account ending in ${account.lastFour} ` +
      `once, by ${sameDay ? 'same-day ACH' : 'ACH'}, for ${how}, on or after ${usDate(terms.date)}${what ? `, as ${what}` : ''}.`,
    `The funds are expected to reach ${tenant.name} ${arrivalText(terms.arrival)}.`,
    `This is a one-time payment, not a recurring one. I can cancel it until it is submitted to my bank: ` +
      `in this portal, from the transfer in my transfer history, or by contacting ${tenant.name}${contacts(tenant)}.`,
    `A copy of this authorization is kept with the transfer, where I can read and download it.`,
  ].join(' ');
  return hashed('debit', sameDay ? SAME_DAY_DEBIT_TERMS_VERSION : DEBIT_TERMS_VERSION, text);
}

/** How each rail is named in the credit terms, and the version of their wording. */
const CREDIT_RAILS = {
  standard: { by: 'by ACH', version: CREDIT_TERMS_VERSION },
  'same-day': { by: 'by same-day ACH', version: SAME_DAY_CREDIT_TERMS_VERSION },
  instant: { by: 'by instant payment (RTP or FedNow)', version: INSTANT_CREDIT_TERMS_VERSION },
} as const;

export function creditTerms(terms: CreditTerms): AuthorizationTerms {
  const { tenant, account } = terms;
  const rail = CREDIT_RAILS[terms.arrival.rail];
  const text = [
    `I, ${terms.payerName}, authorize ${tenant.name} to deposit ${formatMoney(terms.amountCents)} into my ` +
      `${account.bankName} account ending in ${account.lastFour} once, ${rail.by}, on or after ${usDate(terms.date)}, ` +
      `and, should it be sent in error, to debit that account for the same amount to correct it.`,
    terms.arrival.rail === 'instant'
      ? `The funds are expected to arrive within minutes, ${arrivalText(terms.arrival)}. An instant payment is final: once sent it cannot be cancelled or returned.`
      : `The funds are expected to arrive ${arrivalText(terms.arrival)}.`,
    `Questions: contact ${tenant.name}${contacts(tenant)}.`,
    `A copy of this authorization is kept with the payment, where I can read and download it.`,
  ].join(' ');
  return hashed('credit', rail.version, text);
}
