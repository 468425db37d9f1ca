import { render, waitFor } from '@testing-library/react';
import { createPortalStore, selectLocale, signIn } from '@portal/shared';
import { LOCALE_COOKIE } from '@portal/shared/i18n';
import { json, stubApi } from '@portal/shared/testing';
import { ShellTexts } from './shell-texts';
import { useClientLanguage } from './use-client-language';

const CLIENT = { id: 'c1', firstName: 'Ana', lastName: 'López', tenant: { id: 't1' } };

function Page() {
  useClientLanguage();
  return null;
}

function signedInPage() {
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  store.dispatch(signIn({ token: 'tok', client: CLIENT }));
  render(
    <ShellTexts store={store}>
      <Page />
    </ShellTexts>,
  );
  return store;
}

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('useClientLanguage', () => {
  it("turns the page to the client's stored language when this browser never chose one", async () => {
    const sent = stubApi({ Client: () => json({ data: { Client: { ...CLIENT, language: 'es' } } }) });
    const store = signedInPage();
    await waitFor(() => expect(selectLocale(store.getState())).toBe('es'));
    expect(sent.map((call) => call.field)).not.toContain('setClientLanguage');
  });

  it("stores this browser's choice with the client rather than follow the stored one", async () => {
    document.cookie = `${LOCALE_COOKIE}=es; Path=/`;
    const sent = stubApi({
      Client: () => json({ data: { Client: { ...CLIENT, language: 'en' } } }),
      setClientLanguage: () => json({ data: { setClientLanguage: { id: 'c1', language: 'es' } } }),
    });
    const store = signedInPage();
    await waitFor(() => expect(sent.map((call) => call.field)).toContain('setClientLanguage'));
    expect(sent.find((call) => call.field === 'setClientLanguage')?.body).toMatchObject({
      variables: { language: 'es' },
    });
    expect(selectLocale(store.getState())).toBe('en');
  });
});
