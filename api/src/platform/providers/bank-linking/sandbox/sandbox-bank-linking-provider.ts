/**
 * The sandbox "Plaid": the server-side calls (link tokens, public-token exchange, accounts,
 * balances, auth, identity, processor tokens) over the state its Link dialog creates, as
 * strict as Plaid's own sandbox: link tokens expire, public tokens work once and expire, an
 * unknown access token is refused, an account awaiting micro-deposits has no balance and no
 * ACH numbers. Magic values: docs/sandbox.md.
 */
import { randomUUID } from 'node:crypto';
import { ProviderError } from '../../provider-error';
import type { ProviderLogger } from '../../provider-logger';
import type { SandboxOutbox } from '../../sandbox-outbox/sandbox-outbox';
import type {
  AccountIdentity,
  NameMatch,
  ReturnRisk,
  ReturnRiskRequest,
  AchAvailability,
  BankLinkingProvider,
  LinkedAccount,
  LinkedItem,
  LinkToken,
  LinkTokenRequest,
  PublicTokenExchange,
} from '../bank-linking-provider';
import { deliverStatement, microDepositAmounts } from './micro-deposit-statement';
import {
  type AccountRecord,
  hashToken,
  type ItemRecord,
  type SandboxBankState,
  SandboxBankStateFile,
} from './sandbox-bank-state';
import { MICRO_DEPOSIT_ATTEMPTS, sandboxInstitution } from './sandbox-institutions';
import { SandboxLinkDialog } from './sandbox-link-dialog';
import { sandboxNameScore } from './sandbox-name-match';
import { sandboxReturnRisk } from './sandbox-return-risk';

/** Plaid's link tokens live 4 hours. */
const LINK_TOKEN_TTL_MS = 4 * 3_600_000;
const PROVIDER = 'plaid-sandbox';

/** A demo account the seed created already linked (see seed/seed-data/clients.ts). */
export interface SandboxSeededAccount {
  accessToken: string;
  itemId: string;
  accountId: string;
  institutionId: string;
  name: string;
  mask: string;
  subtype: 'checking' | 'savings';
  balanceCents: number | null;
  pendingVerification: boolean;
  /** Where a seeded pending account's micro-deposit statement goes. */
  recipient: string | null;
}

export interface SandboxBankLinkingOptions {
  /** DATA_DIR/sandbox */
  directory: string;
  outbox: SandboxOutbox;
  /** SANDBOX_MICRODEPOSIT_SECONDS, in ms. */
  microDepositDelayMs: number;
  logger: ProviderLogger;
  seededAccounts?: readonly SandboxSeededAccount[];
  now?: () => Date;
}

/** What the payments sandbox learns from a processor token (as Dwolla asks Plaid). */
export interface ProcessorTokenAccount {
  bankAccountType: 'checking' | 'savings';
  name: string;
  mask: string;
  /** Its institution is an RTP / FedNow participant (sandbox-institutions.ts). */
  realTimePayments: boolean;
}

const refused = (code: string, message: string) => new ProviderError(PROVIDER, code, message, false);

export class SandboxBankLinkingProvider implements BankLinkingProvider {
  readonly link: SandboxLinkDialog;
  /** Settles once the seeded items are known and due deposits posted (start-up work). */
  readonly ready: Promise<void>;
  private readonly state: SandboxBankStateFile;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private delivering: Promise<void> = Promise.resolve();

  constructor(private readonly options: SandboxBankLinkingOptions) {
    this.now = options.now ?? (() => new Date());
    this.state = new SandboxBankStateFile(options.directory);
    this.link = new SandboxLinkDialog({
      state: this.state,
      now: this.now,
      microDepositDelayMs: options.microDepositDelayMs,
      onDepositsScheduled: (postsAt) => this.scheduleDelivery(postsAt),
    });
    // The seeded items first, then whatever deposits came due while the server was down.
    this.ready = this.state
      .update((state) => {
        for (const seeded of options.seededAccounts ?? []) {
          state.items[seeded.itemId] ??= seededItem(seeded, this.now());
        }
      })
      .then(() => this.deliverDueDeposits())
      .catch((error: unknown) =>
        options.logger.error({ err: error, provider: PROVIDER }, 'sandbox bank state could not be prepared'),
      );
  }

  async createLinkToken(request: LinkTokenRequest): Promise<LinkToken> {
    const linkToken = `link-sandbox-${randomUUID()}`;
    const expiration = new Date(this.now().getTime() + LINK_TOKEN_TTL_MS).toISOString();
    await this.state.update((state) => {
      forgetExpired(state, this.now());
      let itemId: string | null = null;
      if (request.accessToken) {
        const item = this.itemOf(state.items, request.accessToken);
        if (!item.accounts.some((account) => account.verificationStatus === 'pending_manual_verification')) {
          throw refused('INVALID_FIELD', 'update mode is only simulated for micro-deposit verification');
        }
        itemId = item.itemId;
      }
      state.linkTokens[hashToken(linkToken)] = {
        clientUserId: request.clientUserId,
        clientName: request.clientName,
        user: request.user ?? null,
        itemId,
        expiresAt: expiration,
      };
    });
    this.options.logger.info({ provider: PROVIDER, operation: 'link_token_create' }, 'sandbox link token created');
    return { linkToken, expiration };
  }

  async exchangePublicToken(publicToken: string): Promise<PublicTokenExchange> {
    const accessToken = `access-sandbox-${randomUUID()}`;
    const itemId = await this.state.update((state) => {
      const record = state.publicTokens[hashToken(publicToken)];
      if (
        !record ||
        record.usedAt !== null ||
        !record.exchangeable ||
        Date.parse(record.expiresAt) <= this.now().getTime()
      ) {
        throw refused('INVALID_PUBLIC_TOKEN', 'the public token is invalid, expired or already used');
      }
      record.usedAt = this.now().toISOString();
      state.items[record.itemId]!.accessTokenHash = hashToken(accessToken);
      return record.itemId;
    });
    return { accessToken, itemId };
  }

  async getAccounts(accessToken: string): Promise<LinkedItem> {
    await this.deliverDueDeposits();
    return this.state.read((state) => {
      const item = this.itemOf(state.items, accessToken);
      const institution = sandboxInstitution(item.institutionId);
      return {
        itemId: item.itemId,
        institution: institution ? { institutionId: institution.institutionId, name: institution.name } : null,
        accounts: item.accounts.map(linkedAccount),
      };
    });
  }

  async getBalances(accessToken: string): Promise<LinkedAccount[]> {
    return (await this.getAccounts(accessToken)).accounts;
  }

  async getAuth(accessToken: string): Promise<AchAvailability[]> {
    return this.state.read((state) =>
      this.itemOf(state.items, accessToken).accounts.map((account) => ({
        accountId: account.accountId,
        achNumbers: isVerified(account),
      })),
    );
  }

  /** Plaid /identity/match with the sandbox's documented scores (sandbox-name-match.ts). */
  async matchIdentity(accessToken: string, legalName: string): Promise<NameMatch[]> {
    return this.state.read((state) => {
      const item = this.itemOf(state.items, accessToken);
      return item.accounts.map((account) => ({
        accountId: account.accountId,
        nameScore: item.owner ? sandboxNameScore(item.owner.legalName, legalName) : null,
      }));
    });
  }

  /** Plaid Signal with the sandbox's documented scores by amount (sandbox-return-risk.ts). */
  async evaluateReturnRisk(request: ReturnRiskRequest): Promise<ReturnRisk> {
    return this.state.read((state) => {
      const item = this.itemOf(state.items, request.accessToken);
      if (!item.accounts.some((account) => account.accountId === request.accountId)) {
        throw refused('INVALID_ACCOUNT_ID', 'the account is not in this item');
      }
      return sandboxReturnRisk(request.amountCents);
    });
  }

  async getIdentity(accessToken: string): Promise<AccountIdentity[]> {
    return this.state.read((state) => {
      const item = this.itemOf(state.items, accessToken);
      const owner = item.owner;
      return item.accounts.map((account) => ({
        accountId: account.accountId,
        owners: owner
          ? [
              {
                names: [owner.legalName],
                emails: owner.email ? [{ address: owner.email, primary: true }] : [],
                phoneNumbers: owner.phone ? [{ number: owner.phone, primary: true }] : [],
                addresses: owner.address
                  ? [
                      {
                        street: owner.address.street,
                        city: owner.address.city,
                        region: owner.address.region,
                        postalCode: owner.address.postalCode,
                        country: 'US',
                        primary: true,
                      },
                    ]
                  : [],
              },
            ]
          : [],
      }));
    });
  }

  async createProcessorToken(accessToken: string, accountId: string): Promise<string> {
    return this.state.update((state) => {
      const item = this.itemOf(state.items, accessToken);
      const account = item.accounts.find((candidate) => candidate.accountId === accountId);
      if (!account) throw refused('INVALID_ACCOUNT_ID', 'the account_id does not belong to the item');
      if (!isVerified(account)) throw refused('PRODUCT_NOT_READY', 'the account is not verified yet');
      // The subtype in the token keeps tokens readable by the payments sandbox's own fallback.
      const token = `processor-sandbox-${account.subtype}-${randomUUID()}`;
      state.processorTokens[hashToken(token)] = { itemId: item.itemId, accountId };
      return token;
    });
  }

  /** For the payments sandbox: the account behind a processor token, or null for an unknown token. */
  async resolveProcessorToken(token: string): Promise<ProcessorTokenAccount | null> {
    return this.state.read((state) => {
      const record = state.processorTokens[hashToken(token)];
      const item = record && state.items[record.itemId];
      const account = record && item?.accounts.find((a) => a.accountId === record.accountId);
      if (!item || !account) return null;
      return {
        bankAccountType: account.subtype,
        name: account.name,
        mask: account.mask,
        realTimePayments: sandboxInstitution(item.institutionId)?.realTimePayments ?? false,
      };
    });
  }

  /**
   * Posts every micro-deposit that is due: its statement line reaches the sandbox inbox once.
   * Runs one at a time: the timer and a request can both find the same deposit due, and the
   * outbox (like a real mailbox) keeps every copy it is handed.
   */
  deliverDueDeposits(): Promise<void> {
    const run = this.delivering.then(() => this.deliverDueNow());
    this.delivering = run.catch(() => undefined);
    return run;
  }

  private async deliverDueNow(): Promise<void> {
    const due = this.state.read((state) =>
      Object.values(state.items).flatMap((item) =>
        item.accounts
          .filter(
            (account) =>
              account.microDeposits &&
              !account.microDeposits.delivered &&
              Date.parse(account.microDeposits.postsAt) <= this.now().getTime(),
          )
          .map((account) => ({ item, account })),
      ),
    );
    for (const { item, account } of due) {
      // Claimed under the state's lock, from the state as it is on disk: with several
      // replicas over one DATA_DIR, exactly one of them sends each statement.
      const depositsOf = (state: SandboxBankState) =>
        state.items[item.itemId]?.accounts.find((candidate) => candidate.accountId === account.accountId)
          ?.microDeposits;
      const claimed = await this.state.update((state) => {
        const deposits = depositsOf(state);
        if (!deposits || deposits.delivered) return false;
        deposits.delivered = true;
        return true;
      });
      const deposits = account.microDeposits!;
      if (!claimed || !deposits.recipient) continue;
      try {
        await deliverStatement(
          this.options.outbox,
          {
            recipient: deposits.recipient,
            institutionName: sandboxInstitution(item.institutionId)?.name ?? 'Your bank',
            accountName: account.name,
            mask: account.mask,
            amountsCents: deposits.amountsCents,
            accountId: account.accountId,
          },
          this.now(),
        );
      } catch (error) {
        // Not sent: the next delivery round sends it.
        await this.state.update((state) => {
          const current = depositsOf(state);
          if (current) current.delivered = false;
        });
        throw error;
      }
    }
  }

  /** Stops the delivery timer (app shutdown). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private scheduleDelivery(postsAt: Date): void {
    const delay = Math.max(0, postsAt.getTime() - this.now().getTime());
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.deliverDueDeposits().catch((error: unknown) =>
        this.options.logger.error({ err: error, provider: PROVIDER }, 'sandbox micro-deposit delivery failed'),
      );
    }, delay);
    this.timer.unref();
  }

  private itemOf(items: Record<string, ItemRecord>, accessToken: string): ItemRecord {
    const hash = typeof accessToken === 'string' ? hashToken(accessToken) : '';
    const item = Object.values(items).find((candidate) => candidate.accessTokenHash === hash);
    if (!item) throw refused('INVALID_ACCESS_TOKEN', 'the access token is not valid');
    return item;
  }
}

/** Expired link tokens (with their Link sessions) and public tokens are of no use to anyone: dropped. */
function forgetExpired(state: SandboxBankState, now: Date): void {
  const expired = (record: { expiresAt: string }) => Date.parse(record.expiresAt) <= now.getTime();
  for (const [hash, record] of Object.entries(state.linkTokens)) {
    if (!expired(record)) continue;
    delete state.linkTokens[hash];
    for (const [id, session] of Object.entries(state.sessions)) {
      if (session.linkTokenHash === hash) delete state.sessions[id];
    }
  }
  for (const [hash, record] of Object.entries(state.publicTokens)) {
    if (expired(record)) delete state.publicTokens[hash];
  }
}

function isVerified(account: AccountRecord): boolean {
  return (
    account.verificationStatus === null ||
    account.verificationStatus === 'automatically_verified' ||
    account.verificationStatus === 'manually_verified'
  );
}

function linkedAccount(account: AccountRecord): LinkedAccount {
  // Plaid has no balance for an account until its micro-deposits are confirmed.
  const known = isVerified(account);
  return {
    accountId: account.accountId,
    name: account.name,
    officialName: null,
    mask: account.mask,
    type: 'depository',
    subtype: account.subtype,
    verificationStatus: account.verificationStatus,
    balances: {
      availableCents: known ? account.availableCents : null,
      currentCents: known ? account.currentCents : null,
      isoCurrencyCode: 'USD',
    },
  };
}

function seededItem(seeded: SandboxSeededAccount, now: Date): ItemRecord {
  const pending = seeded.pendingVerification;
  return {
    itemId: seeded.itemId,
    institutionId: seeded.institutionId,
    accessTokenHash: hashToken(seeded.accessToken),
    owner: null,
    accounts: [
      {
        accountId: seeded.accountId,
        name: seeded.name,
        mask: seeded.mask,
        subtype: seeded.subtype,
        verificationStatus: pending ? 'pending_manual_verification' : null,
        availableCents: seeded.balanceCents,
        currentCents: seeded.balanceCents,
        microDeposits: pending
          ? {
              amountsCents: microDepositAmounts(seeded.accountId),
              postsAt: now.toISOString(),
              delivered: false,
              attemptsLeft: MICRO_DEPOSIT_ATTEMPTS,
              recipient: seeded.recipient,
            }
          : null,
      },
    ],
  };
}
