import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore, selectLocale } from '@portal/shared';
import { LOCALE_COOKIE } from '@portal/shared/i18n';
import { ShellTexts } from './shell-texts';
import { LanguageSwitch } from './language-switch';
import { applyHtmlLang, chosenLocale, firstLocale } from './page-locale';

function renderSwitch() {
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  render(
    <ShellTexts store={store}>
      <LanguageSwitch />
    </ShellTexts>,
  );
  return store;
}

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
});

describe('LanguageSwitch', () => {
  it('offers the other language in that language, switches the page, <html lang> and remembers it', async () => {
    const store = renderSwitch();
    const toSpanish = screen.getByRole('button', { name: 'Español' });
    expect(toSpanish).toHaveAttribute('lang', 'es-US');

    await userEvent.click(toSpanish);
    const toEnglish = await screen.findByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en-US');
    expect(toEnglish).toHaveAttribute('title', 'Idioma');
    expect(selectLocale(store.getState())).toBe('es');
    expect(document.documentElement.lang).toBe('es-US');
    expect(chosenLocale()).toBe('es');

    await userEvent.click(toEnglish);
    await waitFor(() => expect(selectLocale(store.getState())).toBe('en'));
    expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
    expect(chosenLocale()).toBe('en');
  });
});

describe('the first language of a page', () => {
  it("is the server's when the page carries it, else the visitor's choice, else the browser's", () => {
    expect(firstLocale('es')).toBe('es');
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    expect(firstLocale(undefined)).toBe('es');
    act(() => {
      document.cookie = `${LOCALE_COOKIE}=en; Path=/`;
    });
    expect(firstLocale(undefined)).toBe('en');
  });

  it('ignores a cookie that names no language of ours', () => {
    expect(chosenLocale(`${LOCALE_COOKIE}=fr; other=1`)).toBeNull();
    expect(chosenLocale(`other=1; ${LOCALE_COOKIE}=es`)).toBe('es');
  });

  it('writes the US tag on <html>', () => {
    applyHtmlLang('es');
    expect(document.documentElement.lang).toBe('es-US');
  });
});
