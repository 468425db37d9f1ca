import {
  type AccountBase,
  Configuration,
  CountryCode,
  LinkTokenCreateRequestAuthFlowTypeEnum,
  PlaidApi,
  PlaidEnvironments,
  type PlaidError,
  ProcessorTokenCreateRequestProcessorEnum,
  Products,
  type LinkTokenCreateRequest,
} from 'plaid';
import { decimalToCents } from '../../money';
import { ProviderError } from '../provider-error';
import type { ProviderLogger } from '../provider-logger';
import type {
  AccountIdentity,
  NameMatch,
  ReturnRisk,
  ReturnRiskRequest,
  AccountVerificationStatus,
  AchAvailability,
  BankLinkingProvider,
  LinkedAccount,
  LinkedItem,
  LinkToken,
  LinkTokenRequest,
  PublicTokenExchange,
} from './bank-linking-provider';

export interface PlaidSettings {
  clientId: string;
  secret: string;
  environment: 'sandbox' | 'production';
}

/** Plaid answers in well under a second; a hung call must not hold a request for minutes. */
const TIMEOUT_MS = 15_000;

/**
 * Error codes worth another try as they are (Plaid's own guidance): rate limits and Plaid's or
 * the bank's temporary outages. Every other ITEM_ERROR needs the user (ITEM_LOGIN_REQUIRED
 * means re-opening Link in update mode), so retrying is pointless.
 */
const RETRYABLE_CODES = new Set([
  'RATE_LIMIT_EXCEEDED',
  'INTERNAL_SERVER_ERROR',
  'PLANNED_MAINTENANCE',
  'INSTITUTION_DOWN',
  'INSTITUTION_NOT_RESPONDING',
  'INSTITUTION_NOT_AVAILABLE',
  'PRODUCTS_NOT_READY',
  'PRODUCT_NOT_READY',
]);

/** Plaid through its official SDK. Tokens are never logged: only request ids and error codes. */
export class PlaidBankLinkingProvider implements BankLinkingProvider {
  private readonly api: PlaidApi;

  constructor(
    settings: PlaidSettings,
    private readonly logger: ProviderLogger,
  ) {
    this.api = new PlaidApi(
      new Configuration({
        basePath: PlaidEnvironments[settings.environment],
        baseOptions: {
          timeout: TIMEOUT_MS,
          headers: {
            'PLAID-CLIENT-ID': settings.clientId,
            'PLAID-SECRET': settings.secret,
            'Plaid-Version': '2020-09-14',
          },
        },
      }),
    );
  }

  async createLinkToken(request: LinkTokenRequest): Promise<LinkToken> {
    const body: LinkTokenCreateRequest = {
      client_name: request.clientName.slice(0, 30),
      language: 'en',
      country_codes: [CountryCode.Us],
      user: {
        client_user_id: request.clientUserId,
        ...(request.user && {
          legal_name: request.user.legalName,
          email_address: request.user.emailAddress ?? undefined,
          phone_number: request.user.phoneNumber ?? undefined,
        }),
      },
    };
    if (request.accessToken) {
      // Update mode: Link opens on the item (e.g. to enter micro-deposit amounts); no products.
      body.access_token = request.accessToken;
    } else {
      body.products = request.products.map((product) => (product === 'auth' ? Products.Auth : Products.Identity));
      // The owner's name and address are compared with the client's (identity mismatch, requirements §5).
      if (!request.products.includes('identity')) body.additional_consented_products = [Products.Identity];
      // Flexible auth (requirements §9): instant auth where the bank supports it, otherwise the user
      // picks manual entry and Plaid verifies with same-day micro-deposits.
      body.auth = {
        flow_type: LinkTokenCreateRequestAuthFlowTypeEnum.FlexibleAuth,
        auth_type_select_enabled: true,
        same_day_microdeposits_enabled: true,
      };
    }
    const data = await this.call('link_token_create', () => this.api.linkTokenCreate(body));
    return { linkToken: data.link_token, expiration: data.expiration };
  }

  async exchangePublicToken(publicToken: string): Promise<PublicTokenExchange> {
    const data = await this.call('item_public_token_exchange', () =>
      this.api.itemPublicTokenExchange({ public_token: publicToken }),
    );
    return { accessToken: data.access_token, itemId: data.item_id };
  }

  async getAccounts(accessToken: string): Promise<LinkedItem> {
    const data = await this.call('accounts_get', () => this.api.accountsGet({ access_token: accessToken }));
    return {
      itemId: data.item.item_id,
      institution: data.item.institution_id
        ? { institutionId: data.item.institution_id, name: data.item.institution_name ?? data.item.institution_id }
        : null,
      accounts: data.accounts.map(toLinkedAccount),
    };
  }

  async getBalances(accessToken: string): Promise<LinkedAccount[]> {
    const data = await this.call('accounts_balance_get', () =>
      this.api.accountsBalanceGet({ access_token: accessToken }),
    );
    return data.accounts.map(toLinkedAccount);
  }

  async getAuth(accessToken: string): Promise<AchAvailability[]> {
    const data = await this.call('auth_get', () => this.api.authGet({ access_token: accessToken }));
    const withNumbers = new Set(data.numbers.ach.map((numbers) => numbers.account_id));
    return data.accounts.map((account) => ({
      accountId: account.account_id,
      achNumbers: withNumbers.has(account.account_id),
    }));
  }

  async getIdentity(accessToken: string): Promise<AccountIdentity[]> {
    const data = await this.call('identity_get', () => this.api.identityGet({ access_token: accessToken }));
    return data.accounts.map((account) => ({
      accountId: account.account_id,
      owners: (account.owners ?? []).map((owner) => ({
        names: owner.names,
        emails: owner.emails.map(({ data: address, primary }) => ({ address, primary })),
        phoneNumbers: owner.phone_numbers.map(({ data: number, primary }) => ({ number, primary: primary ?? false })),
        addresses: owner.addresses.map(({ data: address, primary }) => ({
          street: address.street ?? null,
          city: address.city ?? null,
          region: address.region ?? null,
          postalCode: address.postal_code ?? null,
          country: address.country ?? null,
          primary: primary ?? false,
        })),
      })),
    }));
  }

  async matchIdentity(accessToken: string, legalName: string): Promise<NameMatch[]> {
    const data = await this.call('identity_match', () =>
      this.api.identityMatch({ access_token: accessToken, user: { legal_name: legalName } }),
    );
    return data.accounts.map((account) => ({
      accountId: account.account_id,
      nameScore: account.legal_name?.score ?? null,
    }));
  }

  async evaluateReturnRisk(request: ReturnRiskRequest): Promise<ReturnRisk> {
    const data = await this.call('signal_evaluate', () =>
      this.api.signalEvaluate({
        access_token: request.accessToken,
        account_id: request.accountId,
        client_transaction_id: request.clientTransactionId,
        // Plaid takes dollars; cents / 100 is exact to two decimals.
        amount: request.amountCents / 100,
      }),
    );
    return {
      customerInitiated: data.scores?.customer_initiated_return_risk?.score ?? null,
      bankInitiated: data.scores?.bank_initiated_return_risk?.score ?? null,
    };
  }

  async createProcessorToken(accessToken: string, accountId: string): Promise<string> {
    const data = await this.call('processor_token_create', () =>
      this.api.processorTokenCreate({
        access_token: accessToken,
        account_id: accountId,
        processor: ProcessorTokenCreateRequestProcessorEnum.Dwolla,
      }),
    );
    return data.processor_token;
  }

  /** Runs one Plaid call; every failure becomes a ProviderError with Plaid's error code. */
  private async call<T extends { request_id: string }>(
    operation: string,
    send: () => Promise<{ data: T }>,
  ): Promise<T> {
    try {
      const { data } = await send();
      this.logger.info({ provider: 'plaid', operation, requestId: data.request_id }, 'plaid call succeeded');
      return data;
    } catch (error) {
      const failure = toProviderError(error);
      this.logger.warn(
        { provider: 'plaid', operation, errorCode: failure.code, retryable: failure.retryable },
        'plaid call failed',
      );
      throw failure;
    }
  }
}

function toProviderError(error: unknown): ProviderError {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  const body = response?.data as Partial<PlaidError> | undefined;
  if (body && typeof body.error_code === 'string') {
    const status = response?.status ?? 0;
    const retryable = RETRYABLE_CODES.has(body.error_code) || status >= 500;
    return new ProviderError(
      'plaid',
      body.error_code,
      `Plaid refused the call (${body.error_type ?? 'error'})`,
      retryable,
    );
  }
  if (response?.status !== undefined) {
    return new ProviderError(
      'plaid',
      `HTTP_${response.status}`,
      'Plaid answered without an error body',
      response.status >= 500,
    );
  }
  const code = (error as { code?: unknown }).code;
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  return new ProviderError('plaid', timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', 'Plaid could not be reached', true);
}

const LINKED_ACCOUNT_TYPES: readonly string[] = ['depository', 'credit', 'loan', 'investment', 'other'];

const VERIFICATION_STATUSES: readonly AccountVerificationStatus[] = [
  'automatically_verified',
  'pending_automatic_verification',
  'pending_manual_verification',
  'manually_verified',
  'verification_expired',
  'verification_failed',
];

function toLinkedAccount(account: AccountBase): LinkedAccount {
  const status = account.verification_status as string | undefined;
  return {
    accountId: account.account_id,
    name: account.name,
    officialName: account.official_name,
    mask: account.mask,
    type: LINKED_ACCOUNT_TYPES.includes(account.type as LinkedAccount['type'])
      ? (account.type as LinkedAccount['type'])
      : 'other',
    subtype: account.subtype ?? null,
    verificationStatus:
      status && VERIFICATION_STATUSES.includes(status as AccountVerificationStatus)
        ? (status as AccountVerificationStatus)
        : null,
    balances: {
      availableCents: toCents(account.balances.available),
      currentCents: toCents(account.balances.current),
      isoCurrencyCode: account.balances.iso_currency_code,
    },
  };
}

/** Plaid sends balances as JSON numbers with at most two decimals; they become cents through their decimal text. */
function toCents(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return decimalToCents(value.toFixed(2));
}
