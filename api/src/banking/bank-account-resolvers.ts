import type { Resolvers } from '../platform/graphql/resolver-types';
import { iso, timestamps } from '../platform/graphql/timestamps';
import { centsToDecimal } from '../platform/money';
import type { BankAccountService } from './bank-account-service';

/** Bank accounts the caller may see: the host tenant's escrow accounts and the session client's own. */
export function createBankAccountResolvers(bankAccounts: BankAccountService): Resolvers {
  return {
    Query: {
      allBankAccounts: (_root, args, { scope }) => bankAccounts.findBankAccounts(args, scope),
      BankAccount: (_root, { where }, { scope }) => bankAccounts.findBankAccount(where, scope),
    },
    BankAccount: {
      ...timestamps,
      // A tenant's escrow balance is the tenant's business, not its clients'.
      balance: (account) =>
        account.ownerType === 'tenant' || account.balanceCents === null ? null : centsToDecimal(account.balanceCents),
      balanceDateTime: (account) => (account.ownerType === 'tenant' ? null : iso(account.balanceDateTime)),
    },
  };
}
