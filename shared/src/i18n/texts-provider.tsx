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
 * A promise React's `use` reads at once when it is settled (`status`/`value`, as React marks the
 * promises it has seen): a screen calls `use` on every render, the same number of times, whether
 * its texts are at hand or still on their way.
 */
type TextsPromise = Promise<Catalogue>;

/** The shared texts and a package's own, merged once per package and language. */
const merged = new Map<Catalogues, Partial<Record<Locale, TextsPromise>>>();

function settled(messages: Catalogue): TextsPromise {
  return Object.assign(Promise.resolve(messages), { status: 'fulfilled', value: messages });
}

function messagesFor(catalogues: Catalogues, locale: Locale): TextsPromise {
  const cached = merged.get(catalogues)?.[locale];
  if (cached) return cached;
  const shared = catalogueAtHand(SHARED_CATALOGUES, locale);
  const own = catalogueAtHand(catalogues, locale);
  const promise: TextsPromise =
    shared && own
      ? settled({ ...shared, ...own })
      : Promise.all([loadCatalogue(SHARED_CATALOGUES, locale), loadCatalogue(catalogues, locale)]).then(
          ([sharedTexts, ownTexts]) => ({ ...sharedTexts, ...ownTexts }),
        );
  // Marked settled in place: the screen that suspended on this very promise reads it on retry.
  // A failed chunk (a dropped connection) is tried again by the next render, not remembered.
  promise.then(
    (messages) => Object.assign(promise, { status: 'fulfilled', value: messages }),
    () => remember(catalogues, locale, undefined),
  );
  remember(catalogues, locale, promise);
  return promise;
}

function remember(catalogues: Catalogues, locale: Locale, promise: TextsPromise | undefined) {
  merged.set(catalogues, { ...merged.get(catalogues), [locale]: promise });
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
  const messages = use(messagesFor(catalogues, locale));
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
