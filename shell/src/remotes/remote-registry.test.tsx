import { ShellTexts } from '../i18n/shell-texts';
import { render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleId } from '../boot/deployment';
import { DeploymentContext } from '../boot/deployment-context';
import { testDeployment } from '../boot/test-deployment';
import { loadedRemoteScreen, loadRemoteScreen, preloadRouteScreen } from './remote-registry';
import { RemoteScreen } from './remote-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

const deployment = testDeployment(['transfers', 'banking', 'messages', 'onboarding']);

/** A remote whose screens render their own name. */
function screensLoadInstantly() {
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <h1>{id} screen</h1> }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.mocked(registerRemotes).mockClear();
});

describe('screen loading', () => {
  it('preloads the screen of the path while the session is checked, and the screen shares that load', async () => {
    screensLoadInstantly();
    const modules = new Set<ModuleId>(['transfers']);
    preloadRouteScreen(deployment, modules, '/transfer-history');
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_transfers/TransferHistory');
    await loadRemoteScreen(deployment, 'transfers', 'TransferHistory');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadedRemoteScreen('transfers', 'TransferHistory')).toBeDefined();
  });

  it('hands the preloaded screen module to its caller, with what the screen prefetches', async () => {
    const prefetchScreenData = jest.fn();
    loadRemoteMock.mockResolvedValueOnce({ default: () => null, prefetchScreenData });
    const onLoaded = jest.fn();
    preloadRouteScreen(deployment, new Set<ModuleId>(['onboarding']), '/account', onLoaded);
    await settle();
    expect(onLoaded).toHaveBeenCalledWith(expect.objectContaining({ prefetchScreenData }));
  });

  it('preloads nothing for a path without a screen or a module this tenant does not have', () => {
    screensLoadInstantly();
    preloadRouteScreen(deployment, new Set<ModuleId>(['transfers']), '/bank-accounts');
    preloadRouteScreen(deployment, new Set<ModuleId>(['transfers']), '/no-such-page');
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('forgets a failed load: nothing counts as loaded and the next request loads again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('remote down'));
    preloadRouteScreen(deployment, new Set<ModuleId>(['messages']), '/message-center');
    await settle();
    expect(loadedRemoteScreen('messages', 'MessageCenter')).toBeUndefined();
    screensLoadInstantly();
    await expect(loadRemoteScreen(deployment, 'messages', 'MessageCenter')).resolves.toHaveProperty('default');
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('starts a new load on Retry even while one is known', async () => {
    screensLoadInstantly();
    await loadRemoteScreen(deployment, 'onboarding', 'Step2');
    await loadRemoteScreen(deployment, 'onboarding', 'Step2', { retry: true });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mf_onboarding' })], {
      force: true,
    });
  });
});

describe('RemoteScreen', () => {
  const renderScreen = (module: ModuleId, expose: string) =>
    render(
      <DeploymentContext.Provider value={deployment}>
        <ShellTexts>
          <RemoteScreen module={module} expose={expose} />
        </ShellTexts>
      </DeploymentContext.Provider>,
    );

  it('renders a screen that has loaded at once, without the Loading fallback', async () => {
    screensLoadInstantly();
    await loadRemoteScreen(deployment, 'banking', 'BankAccounts');
    renderScreen('banking', 'BankAccounts');
    // Synchronously: no fallback first (React would hold the reveal after one, see loadedRemoteScreen).
    expect(screen.getByRole('heading', { name: 'mf_banking/BankAccounts screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows the Loading fallback for a screen not loaded yet, then the screen', async () => {
    screensLoadInstantly();
    renderScreen('banking', 'StepSelectAccount');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'mf_banking/StepSelectAccount screen' })).toBeInTheDocument();
  });
});
