import { type ReactNode, use } from 'react';
import { IntlProvider } from 'react-intl';
import { selectLocale, useAppSelector } from '@portal/shared';
import {
  type Catalogue,
  type Catalogues,
  catalogueAtHand,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  type Locale,
  loadCatalogue,
} from '@portal/shared/i18n';
import { SHARED_CATALOGUES } from './shared-catalogues';

/**
 * A package's texts in one language, merged with the shared ones: at hand from the start (the
 * bundled English, or a language already fetched when the page first asked for it), or a
 * promise of them while the chunks are on their way.
 */
type Messages = { atHand: Catalogue } | { pending: Promise<Catalogue> };

/** The shared texts and a package's own, merged once per package and language. */
const merged = new Map<Catalogues, Partial<Record<Locale, Messages>>>();

function messagesFor(catalogues: Catalogues, locale: Locale): Messages {
  const cached = merged.get(catalogues)?.[locale];
  if (cached) return cached;
  const shared = catalogueAtHand(SHARED_CATALOGUES, locale);
  const own = catalogueAtHand(catalogues, locale);
  const messages: Messages =
    shared && own
      ? { atHand: { ...shared, ...own } }
      : {
          pending: Promise.all([loadCatalogue(SHARED_CATALOGUES, locale), loadCatalogue(catalogues, locale)]).then(
            ([sharedTexts, ownTexts]) => ({ ...sharedTexts, ...ownTexts }),
          ),
        };
  // A failed chunk (a dropped connection) is tried again by the next render, not remembered.
  if ('pending' in messages) messages.pending.catch(() => remember(catalogues, locale, undefined));
  remember(catalogues, locale, messages);
  return messages;
}

function remember(catalogues: Catalogues, locale: Locale, messages: Messages | undefined) {
  merged.set(catalogues, { ...merged.get(catalogues), [locale]: messages });
}

/**
 * Where a package's texts meet the page's language: the shared texts and `catalogues` in the
 * store's locale, for react-intl's hooks below it. Each remote screen and the shell's frame sit
 * under one (`withTexts`), so a remote ships and loads only its own texts.
 */
export function TextsProvider({ catalogues, children }: { catalogues: Catalogues; children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  // Suspends only while a language's chunks are on their way: the nearest Suspense keeps what
  // was on screen (on a server-rendered page, the server's HTML) until the texts are here.
  // A language fetched for this package is read through `use` on every render of it, the one
  // promise each time (React retries the render that suspended on it); one at hand never is.
  const found = messagesFor(catalogues, locale);
  const messages = 'atHand' in found ? found.atHand : use(found.pending);
  return (
    <IntlProvider
      locale={LOCALE_TAGS[locale]}
      defaultLocale={LOCALE_TAGS[DEFAULT_LOCALE]}
      messages={messages}
      onError={reportTextError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * A missing id is a bug the catalogue check (`pnpm test`) catches before it ships; in a
 * component test it throws so the test names the id, in the browser it is logged once and the
 * id shows, rather than a broken screen.
 */
function reportTextError(error: Error) {
  if (process.env.NODE_ENV === 'test') throw error;
  console.error(error.message);
}

/** `Screen` under a TextsProvider of `catalogues`: how every exposed screen is exported. */
export function withTexts<P extends object>(Screen: (props: P) => ReactNode, catalogues: Catalogues) {
  function WithTexts(props: P) {
    return (
      <TextsProvider catalogues={catalogues}>
        <Screen {...props} />
      </TextsProvider>
    );
  }
  WithTexts.displayName = `WithTexts(${Screen.name || 'Screen'})`;
  return WithTexts;
}
