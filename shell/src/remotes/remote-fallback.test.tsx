import { ShellTexts } from '../i18n/shell-texts';
import { render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Deployment, ModuleId } from '../boot/deployment';
import { DeploymentContext } from '../boot/deployment-context';
import { testDeployment } from '../boot/test-deployment';
import { RemoteScreen } from './remote-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

/** A deployment whose `module` gets release r2, with r1 (the tenant's previous) as its fallback. */
function releasedDeployment(module: ModuleId): Deployment {
  const deployment = testDeployment([module]);
  const url = (release: string) => `/releases/remotes/mf-${module}/${release}/mf-manifest.json`;
  deployment.modules[module] = {
    name: `mf_${module}`,
    manifestUrl: url('r2'),
    release: 'r2',
    fallback: { release: 'r1', manifestUrl: url('r1') },
  };
  return deployment;
}

/** The manifest URL the runtime was told to load a remote from. */
const entryOf = (remotes: Parameters<typeof registerRemotes>[0]) => (remotes[0] as { entry: string }).entry;

/** Loads whatever the runtime was last told `mf_<module>`'s entry is, through `screens`. */
function screensByEntry(screens: Record<string, () => { default: () => React.ReactNode } | Promise<never>>) {
  loadRemoteMock.mockImplementation(async () => {
    const entry = entryOf(registerRemotesMock.mock.calls.at(-1)![0]);
    const release = /\/(r\d)\//.exec(entry)![1]!;
    return screens[release]!();
  });
}

const sendBeacon = jest.fn(() => true);
beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockClear();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderScreen = (deployment: Deployment, module: ModuleId, expose: string) =>
  render(
    <DeploymentContext.Provider value={deployment}>
      <ShellTexts>
        <RemoteScreen module={module} expose={expose} />
      </ShellTexts>
    </DeploymentContext.Provider>,
  );

async function reportedBody(): Promise<unknown> {
  const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
  return { url, body: JSON.parse(await body.text()) };
}

describe('falling back to the previous release', () => {
  it("loads the tenant's previous release when this one's entry fails, and reports the failed release", async () => {
    const deployment = releasedDeployment('messages');
    screensByEntry({
      r2: () => Promise.reject(new Error('remoteEntry failed')),
      r1: () => ({ default: () => <h1>Messages from r1</h1> }),
    });
    renderScreen(deployment, 'messages', 'MessageCenter');
    expect(await screen.findByRole('heading', { name: 'Messages from r1' })).toBeInTheDocument();
    expect(await reportedBody()).toEqual({ url: '/api/remote-fallbacks', body: { module: 'messages', release: 'r2' } });
  });

  it('falls back when the screen throws while rendering, and only once before the unavailable screen', async () => {
    const deployment = releasedDeployment('banking');
    const throws = () => {
      throw new Error('render failed');
    };
    screensByEntry({ r2: () => ({ default: throws }), r1: () => ({ default: throws }) });
    renderScreen(deployment, 'banking', 'BankAccounts');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(registerRemotesMock.mock.calls.map(([remotes]) => entryOf(remotes))).toEqual(
      expect.arrayContaining([
        '/releases/remotes/mf-banking/r2/mf-manifest.json',
        '/releases/remotes/mf-banking/r1/mf-manifest.json',
      ]),
    );
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await reportedBody()).toMatchObject({ body: { module: 'banking', release: 'r2' } });
  });

  it('shows the unavailable screen at once for a module without a previous release', async () => {
    loadRemoteMock.mockRejectedValue(new Error('remoteEntry failed'));
    renderScreen(testDeployment(['transfers']), 'transfers', 'TransferHistory');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
