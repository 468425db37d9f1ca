/**
 * The shell's published store contract (docs/releases.md): the store slices a page's store
 * has, and the endpoints the one API slice has, before any remote loads. A remote may rely on
 * these and on nothing else of the shell's store: its own slices and endpoints it injects
 * itself. The shell's test holds these lists to the shell's real store
 * (shell/src/boot/store-contract.test.ts); each remote's contract test holds what it declares
 * it uses (its `uses-from-shell.js`) to them; `pnpm release shell` records them in the shell
 * release, and the gate refuses a remote release that uses what a shell release lacks.
 *
 * Plain data, no imports: the remotes' tests, the shell's and the release CLI read it alike.
 */
export const SHELL_STORE_SLICES: readonly string[] = ['api', 'locale', 'session', 'toast'];

export const SHELL_API_ENDPOINTS: readonly string[] = [
  'getBranding',
  'getClientAccounts',
  'getInitiatedTransfers',
  'getRequestPreview',
  'getSensitiveData',
  'getSessionClient',
  'getTenant',
  'logout',
  'markTransferViewed',
  'setClientLanguage',
];

/** What a shell offers a remote's code: its store slices and its API slice's endpoints. */
export interface ShellStoreContract {
  slices: readonly string[];
  endpoints: readonly string[];
}

export const SHELL_STORE_CONTRACT: ShellStoreContract = { slices: SHELL_STORE_SLICES, endpoints: SHELL_API_ENDPOINTS };

/** What a remote declares it uses of the shell's store (`uses-from-shell.js`). */
export interface UsesFromShell {
  slices: readonly string[];
  endpoints: readonly string[];
}

/** Every slice and endpoint `uses` names that `shell` does not offer; none: the remote fits. */
export function missingFromShellStore(uses: UsesFromShell, shell: ShellStoreContract): string[] {
  return [
    ...uses.slices.filter((slice) => !shell.slices.includes(slice)).map((slice) => `the store slice ${slice}`),
    ...uses.endpoints
      .filter((endpoint) => !shell.endpoints.includes(endpoint))
      .map((endpoint) => `the API endpoint ${endpoint}`),
  ];
}
