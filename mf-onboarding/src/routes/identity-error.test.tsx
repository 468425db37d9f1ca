import { screen } from '@testing-library/react';
import { CLIENT, loadSpanishTexts, renderScreen } from '../testing/render-screen';
import IdentityError from './identity-error';

// The shared rules' Spanish is written beside their English in @portal/shared (rules.es.json);
// these are the words it gives the texts this screen shows, so the test reads them through the
// catalogue the way the page does, whatever else that file holds.
jest.mock('../../../shared/src/i18n/catalogue/rules.es.json', () => ({
  'errors.transferIncompleteTitle': 'Su transferencia no se completó.',
  'errors.transferIncompleteDetail': 'La información que ingresó no coincide con los registros de su cuenta bancaria.',
}));

describe('Identity error', () => {
  it('shows the texts of requirements §8 and ways forward', () => {
    renderScreen(<IdentityError />, '/create-account/error', { signedInAs: CLIENT });
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your transfer is not complete.The information you entered does not match your bank account records.',
    );
    expect(screen.getByRole('link', { name: 'Review Your Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Back to Bank Accounts' })).toHaveAttribute('href', '/bank-accounts');
  });
});

describe('Identity error in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it('shows the texts of requirements §8 and ways forward in Spanish', async () => {
    renderScreen(<IdentityError />, '/create-account/error', { signedInAs: CLIENT, locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Su transferencia no se completó.La información que ingresó no coincide con los registros de su cuenta bancaria.',
    );
    expect(screen.getByText(/coincidan exactamente con los que tiene su banco/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar su cuenta' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Volver a Cuentas bancarias' })).toHaveAttribute('href', '/bank-accounts');
  });
});
