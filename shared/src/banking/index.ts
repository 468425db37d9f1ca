// The linked accounts of the session client, for every remote that shows or uses them
// (mf-banking lists and links them, mf-transfers moves money from them). Exported by the
// root entry, which owns the one API slice the endpoint is injected into.
export {
  type BankAccountState,
  type ClientBankAccount,
  type IdentityMismatch,
  type LinkProvider,
  type LinkResult,
  type LinkStatus,
  type LinkTokenResponse,
  isTransferable,
} from './bank-account-types';
export { clientAccountsApi, useGetClientAccountsQuery } from './client-accounts-api';
