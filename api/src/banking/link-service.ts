/**
 * Linking a bank account (requirements §4, docs/api.md "Bank linking"): link tokens, the public token
 * Link returns, micro-deposit verification and the identity-mismatch override. After the bank
 * side, every path ends in `finish`, which decides the status the browser routes on:
 * pending → unsupported → mismatch → the payments customer's status → verified.
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import type { LinkProvider, LinkResult, LinkTokenResponse, PublicTokenInput } from '@portal/shared/contracts';
import type { BankLinkingProvider, LinkedAccount, LinkUser } from '../platform/providers';
import { ProviderError } from '../platform/providers';
import type { OwnerScope } from '../platform/database/owner-scope';
import type { DataCipher } from '../platform/security/data-cipher';
import { AppError, badUserInput, notFound } from '../platform/http/errors';
import type { BankingClientRow, BankingRepository, LinkedAccountRow } from './banking-repository';
import { unsupportedKey } from './banking-repository';
import { bankReportedIdentity, identityMismatch } from './identity-match';
import type { RequestOrigin } from '../platform/http/request-origin';
import { openLinkAccessToken, sealLinkAccessToken } from './link-access-token';
import { outcomeOf, type PaymentsCustomers } from './payments-customer';

export const ACCOUNT_NOT_FOUND: TextDescriptor = { id: 'banking.accountNotFound' };
export const CHOSEN_ACCOUNT_MISSING: TextDescriptor = { id: 'banking.chosenAccountMissing' };
export const NOT_AWAITING_VERIFICATION: TextDescriptor = { id: 'banking.notAwaitingVerification' };
export const DEPOSITS_NOT_VERIFIED: TextDescriptor = { id: 'banking.depositsNotVerified' };
export const TOO_MANY_ATTEMPTS: TextDescriptor = { id: 'banking.tooManyAttempts' };
export const RELINK_REQUIRED: TextDescriptor = { id: 'banking.relinkRequired' };
export const NOTHING_TO_OVERRIDE = 'This account has no identity mismatch to override.';
export const BANK_UNAVAILABLE: TextDescriptor = { id: 'banking.bankUnavailable' };

/** Provider failures as API errors: a refusal the user can fix is a 400, an outage a 502 (generic text). */
export function bankError(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.retryable) return new AppError('SERVICE_UNAVAILABLE', 502, BANK_UNAVAILABLE);
  return new AppError('BAD_USER_INPUT', 400, `${BANK_UNAVAILABLE} (${error.code})`);
}

const isVerifiedAtBank = (account: LinkedAccount) =>
  account.verificationStatus === null ||
  account.verificationStatus === 'automatically_verified' ||
  account.verificationStatus === 'manually_verified';

export function linkUserOf(client: BankingClientRow): LinkUser {
  return {
    legalName: [client.firstName, client.middleName, client.lastName].filter(Boolean).join(' '),
    emailAddress: client.email,
    phoneNumber: client.mobilePhone,
    address:
      client.address1 && client.city && client.state && client.zipcode
        ? { street: client.address1, city: client.city, region: client.state, postalCode: client.zipcode }
        : null,
  };
}

export function createLinkService(deps: {
  repository: BankingRepository;
  bankLinking: BankLinkingProvider;
  provider: LinkProvider;
  customers: PaymentsCustomers;
  cipher: DataCipher;
  now: () => Date;
}) {
  const { repository, bankLinking, customers, cipher } = deps;

  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw bankError(error);
    }
  };

  async function clientOf(owner: OwnerScope): Promise<BankingClientRow> {
    const client = await repository.findClient(owner);
    if (!client) throw notFound(ACCOUNT_NOT_FOUND);
    return client;
  }

  async function accountOf(owner: OwnerScope, id: string): Promise<LinkedAccountRow> {
    const account = await repository.findOwnAccount(owner, id);
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    return account;
  }

  function accessTokenOf(account: LinkedAccountRow): string {
    const token = openLinkAccessToken(cipher, account);
    if (!token) throw new AppError('CONFLICT', 409, RELINK_REQUIRED);
    return token;
  }

  async function linkToken(owner: OwnerScope, accessToken?: string): Promise<LinkTokenResponse> {
    const client = await clientOf(owner);
    const clientName = (await repository.tenantName(owner.tenantId)) ?? 'Closing Portal';
    const token = await call(() =>
      bankLinking.createLinkToken({
        clientUserId: client.id,
        clientName,
        products: ['auth'],
        accessToken,
        user: linkUserOf(client),
      }),
    );
    return { linkToken: token.linkToken, expiration: token.expiration, provider: deps.provider };
  }

  /**
   * The owners the bank reports; none when the bank does not offer Identity for the item
   * (Plaid: accounts verified by micro-deposits): then there is nothing to compare.
   */
  async function identityOf(accessToken: string) {
    try {
      return await bankLinking.getIdentity(accessToken);
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable) return [];
      throw bankError(error);
    }
  }

  /**
   * The bank's Identity Match score of the client's legal name for the account, kept for the
   * risk screen (docs/risk.md). A signal, not a gate: when the bank or the provider cannot
   * score it, linking goes on without one (null).
   */
  async function nameScoreOf(accessToken: string, account: LinkedAccountRow, client: BankingClientRow) {
    const legalName = [client.firstName, client.middleName, client.lastName].filter(Boolean).join(' ');
    try {
      const matches = await bankLinking.matchIdentity(accessToken, legalName);
      return matches.find((match) => match.accountId === account.linkAccountId)?.nameScore ?? null;
    } catch (error) {
      if (error instanceof ProviderError) return null;
      throw error;
    }
  }

  /** The common end of every link: see the file comment for the order. */
  async function finish(owner: OwnerScope, start: LinkedAccountRow, override: boolean): Promise<LinkResult> {
    let account = start;
    if (account.pendingVerification) return { bankAccountId: account.id, status: 'pending' };
    const unsupported = await repository.unsupportedKeys([account]);
    if (unsupported.has(unsupportedKey(account.institutionCode, account.accountSubtype))) {
      await repository.update(owner, account.id, { active: true, identityMismatch: null });
      return { bankAccountId: account.id, status: 'unsupported' };
    }
    const client = await clientOf(owner);
    const accessToken = accessTokenOf(account);
    if (!override) {
      const identities = await identityOf(accessToken);
      const bank = bankReportedIdentity(identities, account.linkAccountId ?? '');
      const mismatch = bank ? identityMismatch(client, bank) : {};
      const identityNameScore = await nameScoreOf(accessToken, account, client);
      if (Object.keys(mismatch).length > 0) {
        // Held inactive until the client overrides (or corrects their details and overrides).
        await repository.update(owner, account.id, { active: false, identityMismatch: mismatch, identityNameScore });
        return { bankAccountId: account.id, status: 'mismatch', mismatch };
      }
      account = (await repository.update(owner, account.id, { identityNameScore })) ?? account;
    }
    // Linked over a mismatch the bank reported: the risk screen of its debits reads when (docs/risk.md).
    const overridden = override && account.identityMismatch ? { identityOverriddenAt: deps.now() } : {};
    account =
      (await repository.update(owner, account.id, { active: true, identityMismatch: null, ...overridden })) ?? account;
    const customer = await call(() => customers.ensureCustomer(owner, client));
    const outcome = outcomeOf(customer.status);
    if (outcome !== 'verified') return { bankAccountId: account.id, status: outcome };
    await call(() =>
      customers.ensureFundingSource(owner, customer.id, account, () =>
        bankLinking.createProcessorToken(accessToken, account.linkAccountId ?? ''),
      ),
    );
    return { bankAccountId: account.id, status: 'verified' };
  }

  /** Exchanges Link's public token and records the chosen account (inactive until `finish` decides). */
  async function linkFromPublicToken(
    owner: OwnerScope,
    input: PublicTokenInput,
    origin: RequestOrigin,
  ): Promise<LinkedAccountRow> {
    await clientOf(owner);
    const { accessToken, itemId } = await call(() => bankLinking.exchangePublicToken(input.publicToken));
    const item = await call(() => bankLinking.getAccounts(accessToken));
    const chosen = item.accounts.find((account) => account.accountId === input.plaidAccountId);
    if (!chosen) throw badUserInput(CHOSEN_ACCOUNT_MISSING);
    const institutionCode = item.institution?.institutionId ?? input.institution?.institution_id ?? null;
    const bankName = item.institution?.name ?? input.institution?.name ?? null;
    const verified = isVerifiedAtBank(chosen);
    const row = await repository.insert(owner, {
      bankName,
      bankDisplayName: bankName,
      name: chosen.name,
      description: [bankName, chosen.subtype, 'account'].filter(Boolean).join(' '),
      accountNumber: chosen.mask ? `******${chosen.mask}` : null,
      accountLastFourDigits: chosen.mask,
      accountSubtype: chosen.subtype,
      institutionCode,
      balanceCents: verified ? (chosen.balances.availableCents ?? chosen.balances.currentCents) : null,
      balanceDateTime: verified ? deps.now() : null,
      pendingVerification: !verified,
      // Visible at once only while micro-deposits are outstanding (it shows VERIFY); otherwise `finish` decides.
      active: !verified,
      linkItemId: itemId,
      linkAccountId: chosen.accountId,
      linkedFromIp: origin.ipAddress,
      linkedFromUserAgent: origin.userAgent,
    });
    return (await repository.update(owner, row.id, sealLinkAccessToken(cipher, row, accessToken))) ?? row;
  }

  return {
    linkToken: (owner: OwnerScope) => linkToken(owner),

    async createClient(owner: OwnerScope, input: PublicTokenInput, origin: RequestOrigin): Promise<LinkResult> {
      return finish(owner, await linkFromPublicToken(owner, input, origin), false);
    },

    /** 'Override' on the mismatch screen (or 'Save and Continue' after updateClient): link anyway. */
    async override(owner: OwnerScope, bankAccountId: string): Promise<LinkResult> {
      const account = await accountOf(owner, bankAccountId);
      if (!account.identityMismatch) {
        if (account.active) return finish(owner, account, true);
        throw new AppError('CONFLICT', 409, NOTHING_TO_OVERRIDE);
      }
      return finish(owner, account, true);
    },

    /** Link returned an account still to be verified by micro-deposits: it is listed with VERIFY. */
    async startMicroDeposits(owner: OwnerScope, input: PublicTokenInput, origin: RequestOrigin): Promise<LinkResult> {
      const account = await linkFromPublicToken(owner, input, origin);
      return account.pendingVerification
        ? { bankAccountId: account.id, status: 'pending' }
        : finish(owner, account, false);
    },

    /** An update-mode token: Link opens on the item and asks for the two amounts. */
    async microDepositLinkToken(owner: OwnerScope, bankAccountId: string) {
      const account = await accountOf(owner, bankAccountId);
      if (!account.active || !account.pendingVerification)
        throw new AppError('CONFLICT', 409, NOT_AWAITING_VERIFICATION);
      return linkToken(owner, accessTokenOf(account));
    },

    /** After Link's update-mode onSuccess: the bank now says whether the amounts were right. */
    async verifyMicroDeposits(owner: OwnerScope, bankAccountId: string): Promise<LinkResult> {
      const account = await accountOf(owner, bankAccountId);
      if (!account.active || !account.pendingVerification)
        throw new AppError('CONFLICT', 409, NOT_AWAITING_VERIFICATION);
      const item = await call(() => bankLinking.getAccounts(accessTokenOf(account)));
      const atBank = item.accounts.find((candidate) => candidate.accountId === account.linkAccountId);
      if (
        !atBank ||
        atBank.verificationStatus === 'verification_failed' ||
        atBank.verificationStatus === 'verification_expired'
      ) {
        // Plaid: the item can no longer be verified; the account must be linked again.
        await repository.update(owner, account.id, { active: false });
        throw new AppError('CONFLICT', 409, TOO_MANY_ATTEMPTS);
      }
      if (!isVerifiedAtBank(atBank)) throw new AppError('CONFLICT', 409, DEPOSITS_NOT_VERIFIED);
      const verified = await repository.update(owner, account.id, {
        pendingVerification: false,
        active: false,
        balanceCents: atBank.balances.availableCents ?? atBank.balances.currentCents,
        balanceDateTime: deps.now(),
      });
      return finish(owner, verified ?? account, false);
    },
  };
}

export type LinkService = ReturnType<typeof createLinkService>;
