/**
 * The languages the portal speaks. English is the requirements' own wording; Spanish is
 * written for US Spanish speakers. Money, dates and phone numbers follow the locale's
 * region (`en-US`, `es-US`).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a tenant that has not chosen one, and of every fallback. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag for `Intl` formatting and `<html lang>`: US English and US Spanish. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/**
 * The language a visitor chose with the header's switch, for the server's next page (a year,
 * whole site). Absent: the visitor never chose, and the browser's Accept-Language decides.
 */
export const LOCALE_COOKIE = 'portal_locale';

const CHOSEN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The visitor's choice in a Cookie header (or document.cookie), if it names one of ours. */
export function localeInCookie(cookie: string | undefined): Locale | null {
  const value = CHOSEN.exec(cookie ?? '')?.[1];
  return isLocale(value) ? value : null;
}

/** The language's name in itself, as the header's switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Longest header we read: a real browser's Accept-Language is well under this. */
const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The portal language that best serves an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"
 * → 'es'), or `fallback` when the header names none of ours. Quality values order the
 * preferences; a malformed entry is skipped rather than failing the request.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined, fallback: Locale): Locale {
  const requested = (acceptLanguage ?? '')
    .slice(0, MAX_ACCEPT_LANGUAGE)
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => quality > 0 && tag !== '*' && isWellFormedTag(tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
  // Two languages, no regional variants of our own: the first tag whose language is one of
  // ours wins ("es-MX" is served by 'es').
  const chosen = requested.map((tag) => new Intl.Locale(tag).language).find(isLocale);
  return chosen ?? fallback;
}

function isWellFormedTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
