import { ShellTexts } from '../i18n/shell-texts';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { BrowserRouter } from '@portal/shared/router';
import { TENANT } from '@portal/shared/testing';
import type { ModuleId } from '../boot/deployment';
import { DeploymentContext } from '../boot/deployment-context';
import { testDeployment } from '../boot/test-deployment';
import { SideMenu } from './side-menu';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const deployment = testDeployment(['transfers', 'messages']);

function renderMenu() {
  render(
    <DeploymentContext.Provider value={deployment}>
      <BrowserRouter>
        <ShellTexts>
          <SideMenu tenant={TENANT} modules={new Set<ModuleId>(['transfers', 'messages'])} onLogOut={async () => {}} />
        </ShellTexts>
      </BrowserRouter>
    </DeploymentContext.Provider>,
  );
}

describe('SideMenu', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockImplementation(async () => ({ default: () => null }));
  });

  it("starts loading an item's screen when the pointer reaches it", () => {
    renderMenu();
    expect(loadRemote).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Transfer History' }));
    expect(loadRemote).toHaveBeenCalledWith('mf_transfers/TransferHistory');
  });

  it("starts loading an item's screen when the keyboard focus reaches it", () => {
    renderMenu();
    screen.getByRole('link', { name: 'Messages' }).focus();
    expect(loadRemote).toHaveBeenCalledWith('mf_messages/MessageCenter');
  });
});
