/**
 * The client's linked accounts (GET /account/client-accounts, DELETE /account) and the identity
 * document sent to the payments provider (POST /account/document). Balances come from the
 * bank-linking provider when the stored one is stale, and are null when they cannot be had
 * (the page then shows '$__.__' and BALANCE_UNAVAILABLE).
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import type { AccountDisconnected, ClientBankAccount, IdentityDocumentSent } from '@portal/shared/contracts';
import { centsToDecimal } from '../platform/money';
import type { BankLinkingProvider, ObjectStore, PaymentsProvider } from '../platform/providers';
import type { OwnerScope } from '../platform/database/owner-scope';
import type { DataCipher } from '../platform/security/data-cipher';
import { AppError, badUserInput, notFound } from '../platform/http/errors';
import type { BankingRepository, LinkedAccountRow } from './banking-repository';
import { unsupportedKey } from './banking-repository';
import { openLinkAccessToken } from './link-access-token';
import { ACCOUNT_NOT_FOUND, bankError } from './link-service';
import type { PaymentsCustomers } from './payments-customer';

/** Plaid bills each real-time balance call; five minutes is fresh enough for a transfer form. */
export const BALANCE_MAX_AGE_MS = 5 * 60_000;

export const TRANSFER_IN_FLIGHT: TextDescriptor = { id: 'banking.transferInFlight' };
export const DOCUMENT_NOT_FOUND: TextDescriptor = { id: 'banking.documentNotFound' };
export const DOCUMENT_TYPE_MISMATCH: TextDescriptor = { id: 'banking.documentTypeMismatch' };
export const NO_PAYMENTS_CUSTOMER: TextDescriptor = { id: 'banking.noPaymentsCustomer' };

export function createAccountsService(deps: {
  repository: BankingRepository;
  bankLinking: BankLinkingProvider;
  payments: PaymentsProvider;
  customers: PaymentsCustomers;
  objectStore: ObjectStore;
  cipher: DataCipher;
  now: () => Date;
}) {
  const { repository, bankLinking, payments, customers, cipher } = deps;

  /** A balance no older than BALANCE_MAX_AGE_MS, asking the bank when the stored one is older. */
  async function freshBalance(owner: OwnerScope, account: LinkedAccountRow): Promise<LinkedAccountRow | null> {
    if (account.pendingVerification) return null;
    const age = account.balanceDateTime ? deps.now().getTime() - account.balanceDateTime.getTime() : Infinity;
    if (account.balanceCents !== null && age <= BALANCE_MAX_AGE_MS) return account;
    const accessToken = openLinkAccessToken(cipher, account);
    if (!accessToken) return null;
    try {
      const balances = await bankLinking.getBalances(accessToken);
      const atBank = balances.find((candidate) => candidate.accountId === account.linkAccountId);
      const cents = atBank ? (atBank.balances.availableCents ?? atBank.balances.currentCents) : null;
      if (cents === null) return null;
      return repository.update(owner, account.id, { balanceCents: cents, balanceDateTime: deps.now() });
    } catch {
      // ITEM_LOGIN_REQUIRED, an outage, …: the list still loads, with the balance unknown.
      return null;
    }
  }

  /**
   * A customer that was waiting (document review) may have been verified since: then its
   * accounts get the funding sources they could not have before.
   */
  async function catchUpCustomer(owner: OwnerScope, accounts: LinkedAccountRow[], unsupported: Set<string>) {
    const client = await repository.findClient(owner);
    if (!client?.paymentsCustomerId || client.paymentsCustomerStatus === 'verified') return;
    try {
      const customer = await customers.ensureCustomer(owner, client);
      if (customer.status !== 'verified') return;
      for (const account of accounts) {
        const accessToken = openLinkAccessToken(cipher, account);
        const usable =
          !account.pendingVerification &&
          !unsupported.has(unsupportedKey(account.institutionCode, account.accountSubtype));
        if (!usable || !accessToken || account.fundingSourceId) continue;
        await customers.ensureFundingSource(owner, customer.id, account, () =>
          bankLinking.createProcessorToken(accessToken, account.linkAccountId ?? ''),
        );
      }
    } catch {
      // The next visit tries again; the list itself does not depend on it.
    }
  }

  return {
    async list(owner: OwnerScope): Promise<ClientBankAccount[]> {
      const accounts = await repository.listActive(owner);
      const unsupported = await repository.unsupportedKeys(accounts);
      await catchUpCustomer(owner, accounts, unsupported);
      const logos = await repository.logoUrls(accounts.flatMap((account) => account.institutionCode ?? []));
      const withBalances = await Promise.all(accounts.map((account) => freshBalance(owner, account)));
      return accounts.map((account, index) => {
        const balance = withBalances[index];
        const isUnsupported = unsupported.has(unsupportedKey(account.institutionCode, account.accountSubtype));
        return {
          id: account.id,
          bankName: account.bankName,
          name: account.name,
          bankDisplayName: account.bankDisplayName,
          accountLastFourDigits: account.accountLastFourDigits,
          institutionCode: account.institutionCode,
          logoURL: account.institutionCode ? (logos.get(account.institutionCode) ?? null) : null,
          balance: balance?.balanceCents == null ? null : centsToDecimal(balance.balanceCents),
          balanceDateTime: balance?.balanceDateTime?.toISOString() ?? null,
          pendingVerification: account.pendingVerification,
          supported: !isUnsupported,
          state: account.pendingVerification ? 'pending' : isUnsupported ? 'unsupported' : 'verified',
        };
      });
    },

    /** Removes the funding source at the payments provider, then deactivates the row. */
    async disconnect(owner: OwnerScope, bankAccountId: string): Promise<AccountDisconnected> {
      const account = await repository.findOwnAccount(owner, bankAccountId);
      if (!account?.active) throw notFound(ACCOUNT_NOT_FOUND);
      if (await repository.hasTransferInFlight(owner, account.id))
        throw new AppError('CONFLICT', 409, TRANSFER_IN_FLIGHT);
      if (account.fundingSourceId) {
        const fundingSourceId = account.fundingSourceId;
        try {
          await payments.removeFundingSource(fundingSourceId);
        } catch (error) {
          throw bankError(error);
        }
      }
      await repository.update(owner, account.id, { active: false });
      return { bankAccountId: account.id };
    },

    /** Sends the uploaded identity document to the payments provider; answers the customer's status after it. */
    async sendDocument(
      owner: OwnerScope,
      input: { documentType: 'Passport' | 'License'; assetId: string },
    ): Promise<IdentityDocumentSent> {
      const document = await repository.findIdentityDocument(owner, input.assetId);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      if (document.type !== input.documentType) throw badUserInput(DOCUMENT_TYPE_MISMATCH);
      const client = await repository.findClient(owner);
      if (!client?.paymentsCustomerId) throw new AppError('CONFLICT', 409, NO_PAYMENTS_CUSTOMER);
      const stored = await deps.objectStore.get(document.storageKey);
      if (!stored) throw notFound(DOCUMENT_NOT_FOUND);
      const extension = document.mimeType === 'image/png' ? 'png' : 'jpg';
      try {
        await payments.uploadDocument(client.paymentsCustomerId, {
          type: document.type === 'Passport' ? 'passport' : 'license',
          file: stored.body,
          filename: `${document.type.toLowerCase()}-${document.id}.${extension}`,
        });
        const customer = await payments.getCustomer(client.paymentsCustomerId);
        await repository.setPaymentsCustomer(owner, customer);
        return { status: customer.status };
      } catch (error) {
        throw bankError(error);
      }
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
