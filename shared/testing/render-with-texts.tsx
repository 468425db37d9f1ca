// Renders a component that shows texts under react-intl, without a store: for the shared UI
// kit's own tests (a screen's tests use renderScreen, whose screen brings its TextsProvider).
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import rulesEn from '../src/i18n/catalogue/rules.en.json';
import rulesEs from '../src/i18n/catalogue/rules.es.json';
import uiEn from '../src/i18n/catalogue/ui.en.json';
import uiEs from '../src/i18n/catalogue/ui.es.json';
import { LOCALE_TAGS, type Locale } from '../src/i18n';

const SHARED_TEXTS: Record<Locale, Record<string, string>> = {
  en: { ...uiEn, ...rulesEn },
  es: { ...uiEs, ...rulesEs },
};

export function SharedTexts({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={LOCALE_TAGS[locale]}
      messages={SHARED_TEXTS[locale]}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}

export function renderWithTexts(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { locale?: Locale } = {}) {
  const { locale, ...rest } = options;
  return render(ui, { ...rest, wrapper: ({ children }) => <SharedTexts locale={locale}>{children}</SharedTexts> });
}
