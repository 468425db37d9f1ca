import { selectLocale, useAppSelector, useBranding, useTenant } from '@portal/shared';
import { DEFAULT_LOCALE, LOCALE_TAGS } from '@portal/shared/i18n';

/**
 * The registration words a tenant writes itself (its lead and its button), as a page in any
 * language shows them. The tenant writes them in its default language: on a page in that
 * language they are used as they are; on a page in another, the lead keeps its words marked
 * with their language (a screen reader reads them right) and the button, which the client must
 * understand to go on, reads the portal's own 'Create Account' in the page's language.
 */
export function useTenantWords(): {
  lead: string | null;
  leadLang: string | undefined;
  buttonText: string | undefined;
} {
  const { data: tenant } = useTenant();
  const { data: branding } = useBranding();
  const locale = useAppSelector(selectLocale);
  const written = tenant?.defaultLanguage ?? DEFAULT_LOCALE;
  const inPageLanguage = written === locale;
  return {
    lead: branding?.registerText || null,
    leadLang: inPageLanguage ? undefined : LOCALE_TAGS[written],
    buttonText: (inPageLanguage && branding?.registerButtonText) || undefined,
  };
}
