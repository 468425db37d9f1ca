/**
 * The client's payments customer (Dwolla personal customer) and the funding source of each
 * linked account. The customer is created at link time from the client's identity: name,
 * e-mail and address from the client row, SSN last four and date of birth decrypted for this
 * call only. Both creations carry idempotency keys derived from our ids, so a retried link never
 * makes a second customer or funding source at the provider.
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import { AppError } from '../platform/http/errors';
import type { PaymentsCustomerStatus, PaymentsProvider } from '../platform/providers';
import { REAL_TIME_PAYMENTS_CHANNEL } from '../platform/providers';
import type { OwnerScope } from '../platform/database/owner-scope';
import type { SensitiveDataService } from '../clients';
import type { BankingClientRow, BankingRepository, LinkedAccountRow } from './banking-repository';

/** What the browser routes on after a link (docs/api.md, "Bank linking"): verify → /create-account/error, document → /create-account/verification. */
export type CustomerOutcome = 'verified' | 'verify' | 'document' | 'suspended';

export const IDENTITY_INCOMPLETE: TextDescriptor = { id: 'banking.identityIncomplete' };

export function outcomeOf(status: PaymentsCustomerStatus | string): CustomerOutcome {
  switch (status) {
    case 'verified':
      return 'verified';
    case 'document':
      return 'document';
    case 'suspended':
    case 'deactivated':
      return 'suspended';
    // retry (and kba, unverified): the bank could not confirm the details given.
    default:
      return 'verify';
  }
}

const FUNDING_SOURCE_NAME_MAX = 50;

/** Dwolla's funding source names are at most 50 characters: "First Platypus Bank Plaid Checking 0000", shortened when needed. */
export function fundingSourceName(
  account: Pick<LinkedAccountRow, 'bankName' | 'name' | 'accountLastFourDigits'>,
): string {
  const full = [account.bankName, account.name, account.accountLastFourDigits].filter(Boolean).join(' ');
  if (full.length <= FUNDING_SOURCE_NAME_MAX) return full;
  const short = [account.name, account.accountLastFourDigits].filter(Boolean).join(' ');
  return short.slice(0, FUNDING_SOURCE_NAME_MAX);
}

export function createPaymentsCustomers(deps: {
  repository: BankingRepository;
  payments: PaymentsProvider;
  sensitiveData: Pick<SensitiveDataService, 'reveal'>;
}) {
  const { repository, payments, sensitiveData } = deps;

  return {
    /** The client's customer status at the provider, creating the customer on first use. */
    async ensureCustomer(owner: OwnerScope, client: BankingClientRow): Promise<{ id: string; status: string }> {
      if (client.paymentsCustomerId) {
        const customer = await payments.getCustomer(client.paymentsCustomerId);
        if (customer.status !== client.paymentsCustomerStatus) await repository.setPaymentsCustomer(owner, customer);
        return customer;
      }
      const identity = await sensitiveData.reveal(owner);
      const { email, address1, city, state, zipcode } = client;
      if (!identity || !email || !address1 || !city || !state || !zipcode) {
        throw new AppError('BAD_USER_INPUT', 400, IDENTITY_INCOMPLETE);
      }
      const customer = await payments.createCustomer({
        idempotencyKey: `customer-${client.id}`,
        firstName: client.firstName,
        lastName: client.lastName,
        email,
        address1,
        address2: client.address2 ?? undefined,
        city,
        state,
        postalCode: zipcode,
        dateOfBirth: identity.dateOfBirth,
        ssnLast4: identity.ssnLast4,
      });
      await repository.setPaymentsCustomer(owner, customer);
      return customer;
    },

    /** Attaches the account to the customer through a processor token (no account numbers pass through the portal). */
    async ensureFundingSource(
      owner: OwnerScope,
      customerId: string,
      account: LinkedAccountRow,
      processorToken: () => Promise<string>,
    ): Promise<LinkedAccountRow> {
      if (account.fundingSourceId) return account;
      const fundingSource = await payments.addFundingSource({
        idempotencyKey: `funding-source-${account.id}`,
        customerId,
        name: fundingSourceName(account),
        origin: { processorToken: await processorToken() },
      });
      // Whether instant payouts can reach it is the provider's word, kept with the account.
      const instantPayments = fundingSource.channels.includes(REAL_TIME_PAYMENTS_CHANNEL);
      return (
        (await repository.update(owner, account.id, { fundingSourceId: fundingSource.id, instantPayments })) ?? account
      );
    },
  };
}

export type PaymentsCustomers = ReturnType<typeof createPaymentsCustomers>;
