import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { Suspense } from 'react';
import { createPortalStore, setLocale } from '@portal/shared';
import type { Catalogues } from '@portal/shared/i18n';
import { TextsProvider, useText } from '@portal/shared/i18n/react';

const CATALOGUES: Catalogues = {
  en: { greeting: 'Hello {name}', amount: 'You pay {amount, number, ::currency/USD}' },
  es: jest.fn(async () => ({
    default: { greeting: 'Hola {name}', amount: 'Usted paga {amount, number, ::currency/USD}' },
  })),
};

function Texts() {
  const text = useText();
  return (
    <>
      <p>
        <FormattedMessage id="greeting" values={{ name: 'Ana' }} />
      </p>
      <p>{text({ id: 'amount', values: { amount: 1234.5 } })}</p>
      <p>{text('Already words from the API')}</p>
    </>
  );
}

function renderTexts() {
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  render(
    <Provider store={store}>
      <Suspense fallback={<p>loading texts</p>}>
        <TextsProvider catalogues={CATALOGUES}>
          <Texts />
        </TextsProvider>
      </Suspense>
    </Provider>,
  );
  return store;
}

describe('TextsProvider', () => {
  it('shows English from the bundle, fetches Spanish once when the page switches, and back', async () => {
    const store = renderTexts();
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.getByText('You pay $1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Already words from the API')).toBeInTheDocument();
    expect(CATALOGUES.es).not.toHaveBeenCalled();

    await act(async () => store.dispatch(setLocale('es')));
    expect(await screen.findByText('Hola Ana')).toBeInTheDocument();
    expect(screen.getByText('Usted paga $1,234.50')).toBeInTheDocument();

    act(() => store.dispatch(setLocale('en')));
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    act(() => store.dispatch(setLocale('es')));
    expect(screen.getByText('Hola Ana')).toBeInTheDocument();
    expect(CATALOGUES.es).toHaveBeenCalledTimes(1);
  });

  it('names a missing id in a test instead of showing it', () => {
    function Missing() {
      return <FormattedMessage id="no.such.text" />;
    }
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Provider store={store}>
          <TextsProvider catalogues={CATALOGUES}>
            <Missing />
          </TextsProvider>
        </Provider>,
      ),
    ).toThrow(/no\.such\.text/);
  });
});
