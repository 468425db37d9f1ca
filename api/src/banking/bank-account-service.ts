import type { BankAccountRepository, BankAccountRow } from './bank-account-repository';
import type { HostTenantResolver } from '../tenants';
import { namesOwnClient, NO_MATCH, pageOf, requireOwner, uuidFilter } from '../platform/http/query-input';
import type { BankAccountWhereInput, QueryAllBankAccountsArgs } from '../platform/graphql/resolver-types';
import type { ClientRepository } from '../clients';
import type { RequestScope } from '../platform/http/request-scope';

export function createBankAccountService(deps: {
  bankAccounts: BankAccountRepository;
  clients: ClientRepository;
  hostTenant: HostTenantResolver;
}) {
  const { bankAccounts, clients, hostTenant } = deps;

  /**
   * What the caller may see: the host tenant's escrow accounts (anyone), plus the session
   * client's own accounts. Asking for client accounts without a session is a 401, so the
   * shell signs out instead of showing 'You have no linked bank accounts'.
   */
  async function find(where: BankAccountWhereInput, scope: RequestScope, page: { limit: number; offset: number }) {
    const asksForClientAccounts = where.ownerType === 'client' || (where.client !== undefined && where.client !== null);
    const owner = asksForClientAccounts || scope.auth ? requireOwner(scope) : null;
    const host = await hostTenant.resolve(scope);
    if (!host || !hostTenant.names(where.tenant, host)) return [];
    const id = uuidFilter(where.id, 'where.id');
    if (id === NO_MATCH) return [];
    if (where.client) {
      // Tenant accounts belong to no client: a client filter leaves only the client's own.
      if (where.ownerType === 'tenant') return [];
      if (!owner || !(await namesOwnClient(where.client, owner, clients))) return [];
    }
    return bankAccounts.findVisible(
      { tenantId: host.id, clientId: owner?.clientId ?? null },
      {
        id,
        // A client filter means the client's accounts, never the tenant's.
        ownerType: where.ownerType ?? (where.client ? 'client' : undefined),
        active: where.active ?? undefined,
        pendingVerification: where.pendingVerification ?? undefined,
      },
      page,
    );
  }

  return {
    /** BankAccount.unsupported of a page of accounts in one query: decided by the seeded unsupported_account_rule rows. */
    async unsupportedFlags(
      accounts: ReadonlyArray<Pick<BankAccountRow, 'institutionCode' | 'accountSubtype'>>,
    ): Promise<boolean[]> {
      const keys = await bankAccounts.unsupportedKeys(accounts.flatMap((account) => account.institutionCode ?? []));
      return accounts.map((account) =>
        keys.has(`${account.institutionCode}|${(account.accountSubtype ?? '').toLowerCase()}`),
      );
    },

    async findBankAccounts(query: QueryAllBankAccountsArgs, scope: RequestScope): Promise<BankAccountRow[]> {
      return find(query.where ?? {}, scope, pageOf(query));
    },

    /** BankAccount(where: { id }): null unless the caller may see it. */
    async findBankAccount(where: { id: string }, scope: RequestScope): Promise<BankAccountRow | null> {
      if (uuidFilter(where.id, 'where.id') === NO_MATCH) return null;
      const [row] = await find({ id: where.id }, scope, { limit: 1, offset: 0 });
      return row ?? null;
    },
  };
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;
