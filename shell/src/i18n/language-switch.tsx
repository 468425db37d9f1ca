import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { selectIsSignedIn, selectLocale, useAppSelector, type PortalStore } from '@portal/shared';
import { useSetClientLanguageMutation } from './client-language-api';
import { LOCALE_TAGS, type Locale } from '@portal/shared/i18n';
import { switchLocale } from './page-locale';
import './language-switch.scss';

const OTHER: Record<Locale, Locale> = { en: 'es', es: 'en' };

/**
 * The header's switch, on every page, signed in or not: one button named in the other
 * language ("Español" on an English page, "English" on a Spanish one), marked with that
 * language so a screen reader pronounces it right.
 */
export function LanguageSwitch() {
  const store = useStore() as PortalStore;
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [setClientLanguage] = useSetClientLanguageMutation();
  const [switching, setSwitching] = useState(false);
  const other = OTHER[locale];
  const onClick = () => {
    setSwitching(true);
    switchLocale(store, other)
      // A signed-in client's choice is stored with them: e-mails and texts follow it.
      .then(() => {
        if (signedIn) void setClientLanguage(other);
      })
      .catch((error: unknown) => console.error('Cannot switch the language', error))
      .finally(() => setSwitching(false));
  };
  return (
    <button
      type="button"
      className="shell-language"
      lang={LOCALE_TAGS[other]}
      aria-busy={switching || undefined}
      disabled={switching}
      title={intl.formatMessage({ id: 'shell.language.label' })}
      aria-label={intl.formatMessage({ id: 'shell.language.switchTo' })}
      onClick={onClick}
    >
      {/* A phone's banner is one line: there the switch shows the language's code. */}
      <span className="shell-language__name" aria-hidden="true">
        {intl.formatMessage({ id: 'shell.language.switchTo' })}
      </span>
      <span className="shell-language__code" aria-hidden="true">
        {intl.formatMessage({ id: 'shell.language.switchToCode' })}
      </span>
    </button>
  );
}
