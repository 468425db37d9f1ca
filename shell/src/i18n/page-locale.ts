import {
  DEFAULT_LOCALE,
  loadRegisteredCatalogues,
  localeInCookie,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  type Locale,
  negotiateLocale,
} from '@portal/shared/i18n';
import { setLocale, type PortalStore } from '@portal/shared';

const ONE_YEAR_SECONDS = 31_536_000;

/** The visitor's own choice from the header's switch, if they ever made one on this browser. */
export function chosenLocale(cookie: string = document.cookie): Locale | null {
  return localeInCookie(cookie);
}

/**
 * The first screen's language: the server's (in the boot data, the same the HTML is written
 * in); without a server page (pnpm dev), the visitor's choice, else the browser's languages.
 */
export function firstLocale(serverLocale: Locale | undefined): Locale {
  return (
    serverLocale ??
    chosenLocale() ??
    negotiateLocale(navigator.languages?.join(',') ?? navigator.language, DEFAULT_LOCALE)
  );
}

/** `<html lang>`, for screen readers' voices and the browser's hyphenation and translation offer. */
export function applyHtmlLang(locale: Locale, root: HTMLElement = document.documentElement) {
  root.lang = LOCALE_TAGS[locale];
}

/**
 * Switches the page to `locale` without a flash: the texts of every package on the page are
 * fetched first, then the store changes and every screen re-renders in it at once. The choice
 * is remembered for this browser's next pages.
 */
export async function switchLocale(store: PortalStore, locale: Locale): Promise<void> {
  await loadRegisteredCatalogues(locale);
  store.dispatch(setLocale(locale));
  applyHtmlLang(locale);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
