/**
 * The shell's published store contract (shared/testing/shell-store-contract.ts) is the
 * shell's real store: the slices a page's store starts with, and the endpoints the one API
 * slice holds once the shell's whole tree is loaded, before any remote. A shell change that
 * drops or renames one fails here, and the contract it then publishes fails the contract test
 * of every remote that uses it (docs/releases.md).
 */
import { api } from '@portal/shared';
import { SHELL_API_ENDPOINTS, SHELL_STORE_SLICES } from '@portal/shared/testing';
// The shell's tree, as a page loads it: every endpoint the shell injects comes with it.
import '../tenant/tenant-gate';
import { createSeededStore } from './seeded-store';
import { testDeployment } from './test-deployment';

describe("the shell's published store contract", () => {
  it("lists exactly the store's slices and the API slice's endpoints", () => {
    const store = createSeededStore(testDeployment([]), 'demo', null, 'en');
    expect(Object.keys(store.getState()).sort()).toEqual([...SHELL_STORE_SLICES].sort());
    expect(Object.keys(api.endpoints).sort()).toEqual([...SHELL_API_ENDPOINTS].sort());
  });
});
