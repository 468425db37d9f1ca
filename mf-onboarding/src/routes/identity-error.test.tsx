import { screen } from '@testing-library/react';
import { CLIENT, renderScreen } from '../testing/render-screen';
import IdentityError from './identity-error';

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
