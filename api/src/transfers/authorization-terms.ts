/**
 * The words a client agrees to before money moves: a one-time ACH debit for a transfer
 * (Nacha's WEB rules: who is debited, from which account, how much, once, when, to whom, and
 * how to revoke), a one-time credit for an accepted disbursement. The server writes the text,
 * in the language of the page that shows it (the API catalogue's `terms.*`), the Review screen
 * shows it as given, and the start is refused unless the browser sends back the text's hash:
 * the record then holds exactly the words the client saw (authorization-record.ts), and its
 * version says their language.
 */
import { createHash } from 'node:crypto';
import { formatMoney, formatPhone } from '@portal/shared/format';
import type { Locale } from '@portal/shared/i18n';
import { textsIn } from '../i18n';
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

/**
 * A calendar day ('2026-12-01') as the terms write it: English mm/dd/yyyy; Spanish spelled out
 * ('1 de diciembre de 2026'), since a numeric date reads either way round to a Spanish reader.
 * Read at noon UTC, so no zone moves the day.
 */
function dayWords(day: string, language: Locale): string {
  if (language === 'en') return usDate(day);
  return textsIn(language).date(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** "on 12/01/2026", or "between 12/01/2026 and 12/03/2026": how every record says when money arrives. */
export const arrivalText = (arrival: ExpectedArrival) => arrivalWords(arrival, 'en');

/** When the money is expected, in `language` (the receipts and the terms say it so). */
export function arrivalWords(arrival: ExpectedArrival, language: Locale): string {
  const texts = textsIn(language);
  return arrival.earliest === arrival.latest
    ? texts.text({ id: 'receipt.arrival.on', values: { date: dayWords(arrival.earliest, language) } })
    : texts.text({
        id: 'receipt.arrival.between',
        values: { earliest: dayWords(arrival.earliest, language), latest: dayWords(arrival.latest, language) },
      });
}

/** The version of a wording in `language`: English keeps the plain version, others add their code. */
const versionIn = (version: string, language: Locale) => (language === 'en' ? version : `${version}-${language}`);

/** The words of one language's terms, by the catalogue's `terms.<id>`. */
function termsWords(language: Locale) {
  const texts = textsIn(language);
  const say = (id: string, values: Record<string, string> = {}) => texts.text({ id: `terms.${id}`, values });
  /** " at (555) 010-0000 or at help@…", or '' when the tenant gave neither. */
  const contacts = (tenant: TermsParties['tenant']) => {
    const ways = [
      tenant.phone ? say('contact.phone', { phone: formatPhone(tenant.phone) }) : null,
      tenant.supportEmail ? say('contact.email', { email: tenant.supportEmail }) : null,
    ].filter((way): way is string => way !== null);
    if (ways.length === 0) return '';
    return ` ${ways.length === 2 ? say('contact.either', { first: ways[0]!, second: ways[1]! }) : ways[0]}`;
  };
  return { say, contacts, day: (date: string) => dayWords(date, language) };
}

const hashed = (kind: AuthorizationTerms['kind'], version: string, text: string): AuthorizationTerms => ({
  kind,
  version,
  text,
  sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
});

export function debitTerms(terms: DebitTerms, language: Locale = 'en'): AuthorizationTerms {
  const { tenant, account } = terms;
  const { say, contacts, day } = termsWords(language);
  const sameDay = terms.arrival.rail === 'same-day';
  const total = terms.amountCents + terms.feeCents;
  const how =
    terms.feeCents > 0
      ? say('debit.howWithFee', {
          total: formatMoney(total),
          amount: formatMoney(terms.amountCents),
          fee: formatMoney(terms.feeCents),
        })
      : formatMoney(total);
  const what = [terms.purpose, terms.property ? say('debit.forProperty', { property: terms.property }) : null]
    .filter(Boolean)
    .join(' ');
  const text = [
    say('debit.authorize', {
      payerName: terms.payerName,
      tenantName: tenant.name,
      bankName: account.bankName,
      lastFour: account.lastFour,
      rail: say(sameDay ? 'debit.rail.sameDay' : 'debit.rail.standard'),
      how,
      date: day(terms.date),
      what: what ? say('debit.as', { what }) : '',
    }),
    say('debit.arrival', { tenantName: tenant.name, arrival: arrivalWords(terms.arrival, language) }),
    say('debit.cancel', { tenantName: tenant.name, contacts: contacts(tenant) }),
    say('debit.copy'),
  ].join(' ');
  return hashed('debit', versionIn(sameDay ? SAME_DAY_DEBIT_TERMS_VERSION : DEBIT_TERMS_VERSION, language), text);
}

/** How each rail is named in the credit terms (catalogue id), and the version of their wording. */
const CREDIT_RAILS = {
  standard: { by: 'credit.rail.standard', version: CREDIT_TERMS_VERSION },
  'same-day': { by: 'credit.rail.sameDay', version: SAME_DAY_CREDIT_TERMS_VERSION },
  instant: { by: 'credit.rail.instant', version: INSTANT_CREDIT_TERMS_VERSION },
} as const;

export function creditTerms(terms: CreditTerms, language: Locale = 'en'): AuthorizationTerms {
  const { tenant, account } = terms;
  const { say, contacts, day } = termsWords(language);
  const rail = CREDIT_RAILS[terms.arrival.rail];
  const arrival = arrivalWords(terms.arrival, language);
  const text = [
    say('credit.authorize', {
      payerName: terms.payerName,
      tenantName: tenant.name,
      amount: formatMoney(terms.amountCents),
      bankName: account.bankName,
      lastFour: account.lastFour,
      rail: say(rail.by),
      date: day(terms.date),
    }),
    say(terms.arrival.rail === 'instant' ? 'credit.arrivalInstant' : 'credit.arrival', { arrival }),
    say('credit.questions', { tenantName: tenant.name, contacts: contacts(tenant) }),
    say('credit.copy'),
  ].join(' ');
  return hashed('credit', versionIn(rail.version, language), text);
}
