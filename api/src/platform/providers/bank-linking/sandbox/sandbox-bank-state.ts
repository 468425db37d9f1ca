/**
 * What the sandbox "Plaid" remembers: link tokens, Link sessions, items with their accounts and
 * micro-deposits, one-time public tokens and processor tokens. Kept as one JSON file under
 * DATA_DIR/sandbox (ADR 0017): it survives restarts like the vendor's database would, and is
 * cleared with the rest of the sandbox by deleting the folder. Tokens are stored only as
 * SHA-256 hashes, as a careful vendor would.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AccountVerificationStatus, LinkUser } from '../bank-linking-provider';
import { asDictionaries, parseDictionaries } from '../../sandbox-state/dictionary-json';

export interface LinkTokenRecord {
  clientUserId: string;
  clientName: string;
  user: LinkUser | null;
  /** Update mode: the item Link re-opens on. */
  itemId: string | null;
  expiresAt: string;
}

export interface LinkSessionRecord {
  linkTokenHash: string;
  institutionId: string;
  stage: 'mfa' | 'accounts';
  /** The accounts offered (created at login, so their ids stay stable through the session). */
  accounts: AccountRecord[];
}

export interface MicroDepositRecord {
  amountsCents: [number, number];
  /** When the deposits land in the account (and the statement line in the sandbox inbox). */
  postsAt: string;
  delivered: boolean;
  attemptsLeft: number;
  /** Where the statement line goes: the linking user's e-mail, else phone. */
  recipient: string | null;
}

export interface AccountRecord {
  accountId: string;
  name: string;
  mask: string;
  subtype: 'checking' | 'savings';
  verificationStatus: AccountVerificationStatus | null;
  availableCents: number | null;
  currentCents: number | null;
  microDeposits: MicroDepositRecord | null;
}

export interface OwnerRecord {
  legalName: string;
  email: string | null;
  phone: string | null;
  address: LinkUser['address'];
}

export interface ItemRecord {
  itemId: string;
  institutionId: string;
  /** Null until the public token is exchanged. */
  accessTokenHash: string | null;
  owner: OwnerRecord | null;
  accounts: AccountRecord[];
}

export interface PublicTokenRecord {
  itemId: string;
  expiresAt: string;
  usedAt: string | null;
  /** Update-mode tokens confirm a flow; Plaid has nothing to exchange them for. */
  exchangeable: boolean;
}

export interface ProcessorTokenRecord {
  itemId: string;
  accountId: string;
}

export interface SandboxBankState {
  linkTokens: Record<string, LinkTokenRecord>;
  sessions: Record<string, LinkSessionRecord>;
  items: Record<string, ItemRecord>;
  publicTokens: Record<string, PublicTokenRecord>;
  processorTokens: Record<string, ProcessorTokenRecord>;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const emptyState = (): SandboxBankState => ({
  linkTokens: {},
  sessions: {},
  items: {},
  publicTokens: {},
  processorTokens: {},
});

export class SandboxBankStateFile {
  private readonly file: string;
  private state: SandboxBankState;
  /** Serializes read-modify-write within the process. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(directory: string) {
    mkdirSync(directory, { recursive: true });
    this.file = path.join(directory, 'bank-linking.json');
    this.state = this.load();
  }

  /** Reads without changing anything. */
  read<T>(reader: (state: SandboxBankState) => T): T {
    return reader(this.state);
  }

  /** Runs `change` on the state and saves it (also when `change` throws after changing, e.g. an attempt counted). */
  update<T>(change: (state: SandboxBankState) => T): Promise<T> {
    const next = this.queue.then(() => {
      try {
        return change(this.state);
      } finally {
        this.save();
      }
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private load(): SandboxBankState {
    try {
      return asDictionaries({
        ...emptyState(),
        ...parseDictionaries<Partial<SandboxBankState>>(readFileSync(this.file, 'utf8')),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return asDictionaries(emptyState());
      throw error;
    }
  }

  /** Write then rename: a crash never leaves half a file. */
  private save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }
}
