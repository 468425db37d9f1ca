/** @jest-environment node */
import usesOfMessages from '../../../mf-messages/uses-from-shell';
import usesOfOnboarding from '../../../mf-onboarding/uses-from-shell';
import { missingFromShellStore, SHELL_STORE_CONTRACT } from '../../testing/shell-store-contract';

describe("a remote's uses against the shell's store contract", () => {
  it('passes while the shell publishes every slice and endpoint the remote uses', () => {
    expect(missingFromShellStore(usesOfOnboarding, SHELL_STORE_CONTRACT)).toEqual([]);
    expect(missingFromShellStore(usesOfMessages, SHELL_STORE_CONTRACT)).toEqual([]);
  });

  it('names each slice and endpoint a shell that dropped them no longer publishes', () => {
    const shellWithout = {
      slices: SHELL_STORE_CONTRACT.slices.filter((slice) => slice !== 'toast'),
      endpoints: SHELL_STORE_CONTRACT.endpoints.filter((endpoint) => endpoint !== 'getSensitiveData'),
    };
    expect(missingFromShellStore(usesOfOnboarding, shellWithout)).toEqual([
      'the store slice toast',
      'the API endpoint getSensitiveData',
    ]);
    // A remote that uses neither is unaffected: only the team that relies on them learns it.
    expect(missingFromShellStore(usesOfMessages, shellWithout)).toEqual([]);
  });
});
