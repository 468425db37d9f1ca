/**
 * The API's own texts (en.json, es.json: texts, e-mails and PDFs, errors that only the API
 * gives) over the rules both sides share (@portal/shared/i18n's rules catalogue), one
 * formatter per language. Nothing here imports a domain: the platform layer's error handlers
 * use it too.
 */
import { type Catalogue, type Locale, LOCALES, type TextDescriptor } from '@portal/shared/i18n';
import { createTextFormatter, RULES_CATALOGUES, type TextFormatter } from '@portal/shared/i18n/formatting';
import { formatDate, formatMoney } from '@portal/shared/format';
import apiEn from './en.json';
import apiEs from './es.json';

export const API_CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en: apiEn, es: apiEs };

const formatters = new Map<Locale, TextFormatter>(
  LOCALES.map((locale) => [locale, createTextFormatter(locale, [RULES_CATALOGUES[locale], API_CATALOGUES[locale]])]),
);

/** The formatter of `locale`: every text the API writes goes through one of these. */
export function textsIn(locale: Locale): TextFormatter {
  return formatters.get(locale)!;
}

/** English: the message an AppError carries for logs and tests, the requirements' wording. */
export const english = (text: TextDescriptor | string): string => textsIn('en').text(text);

export type { Locale, TextDescriptor, TextFormatter };

const WAIT_UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/**
 * "Too many requests … try again in 15 minutes": the wait rounded to its largest whole unit,
 * as @fastify/rate-limit words it in English, so the English answer is unchanged.
 */
export function tooManyRequestsText(waitMs: number): TextDescriptor {
  const [unit, size] = WAIT_UNITS.find(([, length]) => waitMs >= length) ?? WAIT_UNITS[3];
  return { id: 'limits.tooManyRequests', values: { unit, count: Math.max(1, Math.round(waitMs / size)) } };
}

/**
 * Money and dates as a client reads them in `language`: English keeps the requirements' own
 * formats ('$1,250.00', '03/05/2026'); Spanish writes es-US money and a spelled-out day
 * ('5 de marzo de 2026'), since '05/03/2026' reads as 5 March or May 3 depending on the reader.
 */
export function clientFormats(language: Locale): { money(cents: number): string; date(value: Date): string } {
  if (language === 'en') return { money: (cents) => formatMoney(cents), date: (value) => formatDate(value) };
  const texts = textsIn(language);
  return { money: (cents) => texts.money(cents), date: (value) => texts.date(value) };
}
