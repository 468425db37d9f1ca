import { ShellTexts } from '../i18n/shell-texts';
import { act, render } from '@testing-library/react';
import { BrowserRouter, useNavigate, type NavigateFunction } from '@portal/shared/router';
import { ROUTES } from '@portal/shared';
import { TENANT } from '@portal/shared/testing';
import { DeploymentContext } from '../boot/deployment-context';
import { testDeployment } from '../boot/test-deployment';
import { useDocumentTitle } from './use-document-title';

let navigate: NavigateFunction;

function Layout() {
  useDocumentTitle(TENANT);
  navigate = useNavigate();
  return null;
}

describe('useDocumentTitle', () => {
  it('names the page and the tenant, anew on every route change', () => {
    window.history.replaceState(null, '', ROUTES.bankAccounts);
    render(
      <DeploymentContext.Provider value={testDeployment(['banking', 'transfers', 'messages'])}>
        <BrowserRouter>
          <ShellTexts>
            <Layout />
          </ShellTexts>
        </BrowserRouter>
      </DeploymentContext.Provider>,
    );
    expect(document.title).toBe('Bank Accounts · Demo Title & Escrow');

    act(() => navigate(ROUTES.transferHistory));
    expect(document.title).toBe('Transfer History · Demo Title & Escrow');

    // Requirements §2: the message center is titled with the tenant's name alone.
    act(() => navigate(ROUTES.messageCenter));
    expect(document.title).toBe('Demo Title & Escrow');
  });
});
