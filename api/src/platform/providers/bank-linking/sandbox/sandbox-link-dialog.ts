/**
 * The steps of the sandbox Link dialog (served by the product under /api/sandbox/link, sandbox
 * mode only): institution search, credentials, an MFA step, account choice, and update mode
 * for micro-deposits. It answers what Plaid's Link would hand the browser: Plaid-shaped
 * onSuccess metadata with a one-time public token, or Plaid-shaped errors.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { decimalToCents } from '../../../money';
import type {
  SandboxAccountView,
  SandboxInstitutionView,
  SandboxLoginResult,
  SandboxOnSuccess,
  SandboxSessionView,
} from '@portal/shared/contracts';
import { microDepositAmounts } from './micro-deposit-statement';
import {
  type AccountRecord,
  hashToken,
  type ItemRecord,
  type LinkTokenRecord,
  type SandboxBankState,
  type SandboxBankStateFile,
} from './sandbox-bank-state';
import {
  MICRO_DEPOSIT_ATTEMPTS,
  MISMATCH_OWNER,
  SANDBOX_ERROR_PASSWORD_PREFIX,
  SANDBOX_INSTITUTIONS,
  SANDBOX_MFA_CODE,
  SANDBOX_MFA_PROMPT,
  SANDBOX_PASSWORD,
  SANDBOX_USERNAME,
  sandboxInstitution,
  type SandboxInstitution,
} from './sandbox-institutions';
import { invalidLinkToken, itemError, SandboxLinkError, SIMULATED_ITEM_ERRORS } from './sandbox-link-error';

/** Plaid's public tokens live 30 minutes and work once. */
const PUBLIC_TOKEN_TTL_MS = 30 * 60_000;

export interface SandboxLinkDialogDeps {
  state: SandboxBankStateFile;
  now: () => Date;
  microDepositDelayMs: number;
  /** Called when deposits are scheduled, so the provider can deliver the statement line when they post. */
  onDepositsScheduled: (postsAt: Date) => void;
}

export const accountView = (account: AccountRecord): SandboxAccountView => ({
  id: account.accountId,
  name: account.name,
  mask: account.mask,
  type: 'depository',
  subtype: account.subtype,
  verification_status: account.verificationStatus,
  class_type: null,
});

/** Plaid-like opaque ids: item and account ids are 37 random base62-ish characters. */
const opaqueId = () => randomBytes(28).toString('base64url').replace(/[-_]/g, 'x').slice(0, 37);

export class SandboxLinkDialog {
  constructor(private readonly deps: SandboxLinkDialogDeps) {}

  /** Institutions whose name contains `query` (case-insensitive), for the search step. */
  institutions(linkToken: string, query: string): Array<Omit<SandboxInstitutionView, 'logoURL'>> {
    this.deps.state.read((state) => this.linkTokenOf(state, linkToken));
    const wanted = query.trim().toLowerCase();
    return SANDBOX_INSTITUTIONS.filter((institution) => institution.name.toLowerCase().includes(wanted)).map(
      (institution) => ({
        institution_id: institution.institutionId,
        name: institution.name,
        mfa: institution.behaviour === 'mfa',
      }),
    );
  }

  login(linkToken: string, institutionId: string, username: string, password: string): Promise<SandboxLoginResult> {
    return this.deps.state.update((state) => {
      this.linkTokenOf(state, linkToken);
      const institution = sandboxInstitution(institutionId);
      if (!institution) {
        throw new SandboxLinkError({
          error_type: 'INVALID_INPUT',
          error_code: 'INVALID_INSTITUTION',
          error_message: 'invalid institution_id provided',
          display_message: null,
        });
      }
      if (institution.behaviour === 'login_error') throw itemError('ITEM_LOGIN_REQUIRED');
      if (username === SANDBOX_USERNAME && password.startsWith(SANDBOX_ERROR_PASSWORD_PREFIX)) {
        const code = password.slice(SANDBOX_ERROR_PASSWORD_PREFIX.length);
        throw itemError(SIMULATED_ITEM_ERRORS.includes(code) ? code : 'INSTITUTION_DOWN');
      }
      if (username !== SANDBOX_USERNAME || password !== SANDBOX_PASSWORD) throw itemError('INVALID_CREDENTIALS');

      const sessionId = randomUUID();
      const stage = institution.behaviour === 'mfa' ? 'mfa' : 'accounts';
      state.sessions[sessionId] = {
        linkTokenHash: hashToken(linkToken),
        institutionId,
        stage,
        accounts: accountsOf(institution),
      };
      if (stage === 'mfa') return { link_session_id: sessionId, status: 'mfa', prompt: SANDBOX_MFA_PROMPT };
      return {
        link_session_id: sessionId,
        status: 'accounts',
        accounts: state.sessions[sessionId].accounts.map(accountView),
      };
    });
  }

  answerMfa(linkToken: string, sessionId: string, answer: string): Promise<SandboxLoginResult> {
    return this.deps.state.update((state) => {
      const session = this.sessionOf(state, linkToken, sessionId);
      if (session.stage !== 'mfa') throw invalidSession();
      if (answer.trim() !== SANDBOX_MFA_CODE) throw itemError('INVALID_MFA');
      session.stage = 'accounts';
      return { link_session_id: sessionId, status: 'accounts', accounts: session.accounts.map(accountView) };
    });
  }

  /** The user picked an account: the item exists from now on, and a one-time public token stands for it. */
  complete(linkToken: string, sessionId: string, accountId: string): Promise<SandboxOnSuccess> {
    return this.deps.state.update((state) => {
      const token = this.linkTokenOf(state, linkToken);
      const session = this.sessionOf(state, linkToken, sessionId);
      if (session.stage !== 'accounts') throw invalidSession();
      const account = session.accounts.find((candidate) => candidate.accountId === accountId);
      if (!account) {
        throw new SandboxLinkError({
          error_type: 'INVALID_INPUT',
          error_code: 'INVALID_ACCOUNT_ID',
          error_message: 'the account_id is not one of the session',
          display_message: null,
        });
      }
      const institution = sandboxInstitution(session.institutionId)!;
      if (account.verificationStatus === 'pending_manual_verification') {
        const postsAt = new Date(this.deps.now().getTime() + this.deps.microDepositDelayMs);
        account.microDeposits = {
          amountsCents: microDepositAmounts(account.accountId),
          postsAt: postsAt.toISOString(),
          delivered: false,
          attemptsLeft: MICRO_DEPOSIT_ATTEMPTS,
          recipient: token.user?.emailAddress ?? token.user?.phoneNumber ?? null,
        };
        this.deps.onDepositsScheduled(postsAt);
      }
      const item: ItemRecord = {
        itemId: opaqueId(),
        institutionId: institution.institutionId,
        accessTokenHash: null,
        owner: ownerOf(token, institution),
        accounts: [account],
      };
      state.items[item.itemId] = item;
      delete state.sessions[sessionId];
      return this.onSuccess(state, item, account, sessionId, true);
    });
  }

  /** What the dialog opens as: a fresh Link, or update mode on an account awaiting micro-deposits. */
  session(linkToken: string): SandboxSessionView {
    return this.deps.state.read((state) => {
      const token = this.linkTokenOf(state, linkToken);
      if (!token.itemId) return { mode: 'link' };
      const item = state.items[token.itemId];
      const account = item?.accounts.find((candidate) => candidate.microDeposits !== null);
      if (!item || !account) throw invalidLinkToken();
      const institution = sandboxInstitution(item.institutionId)!;
      return {
        mode: 'verify_microdeposits',
        institution: { institution_id: institution.institutionId, name: institution.name },
        account: accountView(account),
      };
    });
  }

  /** Update mode: the two amounts, in either order. Three wrong tries and the account must be linked again. */
  verifyMicroDeposits(linkToken: string, amounts: string[]): Promise<SandboxOnSuccess> {
    return this.deps.state.update((state) => {
      const token = this.linkTokenOf(state, linkToken);
      const item = token.itemId ? state.items[token.itemId] : undefined;
      const account = item?.accounts.find((candidate) => candidate.microDeposits !== null);
      if (!item || !account?.microDeposits) throw invalidLinkToken();
      const deposits = account.microDeposits;
      if (account.verificationStatus === 'verification_failed' || deposits.attemptsLeft <= 0) {
        throw tooManyAttempts();
      }
      if (account.verificationStatus === 'manually_verified')
        return this.onSuccess(state, item, account, randomUUID(), false);
      const entered = amounts.map(parseAmount).sort((a, b) => a - b);
      const expected = [...deposits.amountsCents].sort((a, b) => a - b);
      if (entered.length !== 2 || entered[0] !== expected[0] || entered[1] !== expected[1]) {
        deposits.attemptsLeft -= 1;
        if (deposits.attemptsLeft === 0) {
          account.verificationStatus = 'verification_failed';
          throw tooManyAttempts();
        }
        throw new SandboxLinkError({
          error_type: 'ITEM_ERROR',
          error_code: 'INCORRECT_DEPOSIT_AMOUNTS',
          error_message: 'the amounts provided do not match those deposited',
          display_message: 'The amounts you entered do not match. Please check your statement and try again.',
          attempts_remaining: deposits.attemptsLeft,
        });
      }
      account.verificationStatus = 'manually_verified';
      return this.onSuccess(state, item, account, randomUUID(), false);
    });
  }

  private onSuccess(
    state: SandboxBankState,
    item: ItemRecord,
    account: AccountRecord,
    sessionId: string,
    exchangeable: boolean,
  ): SandboxOnSuccess {
    const publicToken = `public-sandbox-${randomUUID()}`;
    state.publicTokens[hashToken(publicToken)] = {
      itemId: item.itemId,
      expiresAt: new Date(this.deps.now().getTime() + PUBLIC_TOKEN_TTL_MS).toISOString(),
      usedAt: null,
      exchangeable,
    };
    const institution = sandboxInstitution(item.institutionId)!;
    return {
      public_token: publicToken,
      metadata: {
        link_session_id: sessionId,
        institution: { institution_id: institution.institutionId, name: institution.name },
        accounts: [accountView(account)],
        account_id: account.accountId,
      },
    };
  }

  private linkTokenOf(state: SandboxBankState, linkToken: string): LinkTokenRecord {
    const record = typeof linkToken === 'string' ? state.linkTokens[hashToken(linkToken)] : undefined;
    if (!record || Date.parse(record.expiresAt) <= this.deps.now().getTime()) throw invalidLinkToken();
    return record;
  }

  private sessionOf(state: SandboxBankState, linkToken: string, sessionId: string) {
    this.linkTokenOf(state, linkToken);
    const session = state.sessions[sessionId];
    if (!session || session.linkTokenHash !== hashToken(linkToken)) throw invalidSession();
    return session;
  }
}

function accountsOf(institution: SandboxInstitution): AccountRecord[] {
  const manual = institution.behaviour === 'micro_deposits';
  return institution.accounts.map((template) => ({
    accountId: opaqueId(),
    name: template.name,
    mask: template.mask,
    subtype: template.subtype,
    verificationStatus: manual ? 'pending_manual_verification' : null,
    // Plaid has no balance for an account verified by micro-deposits until it is verified.
    availableCents: template.availableCents,
    currentCents: template.currentCents,
    microDeposits: null,
  }));
}

/** The account holder the bank has on file: the person linking, except at the identity-mismatch bank. */
function ownerOf(token: LinkTokenRecord, institution: SandboxInstitution): ItemRecord['owner'] {
  if (!token.user) return null;
  const { legalName, emailAddress, phoneNumber, address } = token.user;
  if (institution.behaviour !== 'identity_mismatch') {
    return { legalName, email: emailAddress, phone: phoneNumber, address };
  }
  const firstName = legalName.trim().split(/\s+/)[0] ?? legalName;
  return {
    legalName: `${firstName} ${MISMATCH_OWNER.lastName}`,
    email: emailAddress,
    phone: phoneNumber,
    address: address ? { ...address, street: MISMATCH_OWNER.street } : null,
  };
}

function parseAmount(value: string): number {
  try {
    return decimalToCents(String(value).trim().replace(/^\$/, ''));
  } catch {
    return -1;
  }
}

const invalidSession = () =>
  new SandboxLinkError({
    error_type: 'INVALID_INPUT',
    error_code: 'INVALID_LINK_SESSION',
    error_message: 'link_session_id is invalid for this link token',
    display_message: null,
  });

const tooManyAttempts = () =>
  new SandboxLinkError({
    error_type: 'ITEM_ERROR',
    error_code: 'TOO_MANY_VERIFICATION_ATTEMPTS',
    error_message: 'the user exceeded the number of verification attempts',
    display_message: 'Too many incorrect attempts. Please link your account again.',
  });
