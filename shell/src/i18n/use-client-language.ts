import { useEffect } from 'react';
import { useStore } from 'react-redux';
import {
  selectClient,
  selectLocale,
  skipToken,
  useAppSelector,
  useGetSessionClientQuery,
  type PortalStore,
} from '@portal/shared';
import { useSetClientLanguageMutation } from './client-language-api';
import { chosenLocale, switchLocale } from './page-locale';

/**
 * A signed-in client's language and this browser's agree: a language chosen on this browser
 * (the header's switch) is stored with the client, so its e-mails and texts follow it; else the
 * client's stored language, chosen elsewhere, becomes the page's.
 */
export function useClientLanguage() {
  const store = useStore() as PortalStore;
  const clientId = useAppSelector(selectClient)?.id;
  const locale = useAppSelector(selectLocale);
  const { data: client } = useGetSessionClientQuery(clientId ?? skipToken);
  const [setClientLanguage] = useSetClientLanguageMutation();
  const stored = client?.language ?? null;

  useEffect(() => {
    if (!client) return;
    const chosenHere = chosenLocale();
    if (chosenHere) {
      if (stored !== chosenHere) void setClientLanguage(chosenHere);
    } else if (stored && stored !== locale) {
      void switchLocale(store, stored).catch((error: unknown) => console.error('Cannot switch the language', error));
    }
    // Once per client and stored language: the page's own switches store theirs (LanguageSwitch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client?.id, stored]);
}
