/**
 * What the sandbox "Plaid" remembers: link tokens, Link sessions, items with their accounts and
 * micro-deposits, one-time public tokens and processor tokens. Kept as one JSON file under
 * DATA_DIR/sandbox (ADR 0017): it survives restarts like the vendor's database would, and is
 * cleared with the rest of the sandbox by deleting the folder. Tokens are stored only as
 * SHA-256 hashes, as a careful vendor would. Several API replicas may share the folder: a
 * change takes the file's lock and starts from what is on disk, and a read reloads the file
 * when another process has replaced it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AccountVerificationStatus, LinkUser } from '../bank-linking-provider';
import { lock } from 'proper-lockfile';
import { writeFileAtomicallySync } from '../../sandbox-state/atomic-file';
import { asDictionaries, parseDictionaries } from '../../sandbox-state/dictionary-json';
import { SANDBOX_FILE_LOCK } from '../../sandbox-state/file-lock';

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
  /** The file's modification time when it was last read or written here. */
  private loadedAt = -1;
  /** Serializes read-modify-write within the process; the file's lock does across processes. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(directory: string) {
    mkdirSync(directory, { recursive: true });
    this.file = path.join(directory, 'bank-linking.json');
    this.state = this.load();
  }

  /** Reads without changing anything (what another replica saved included). */
  read<T>(reader: (state: SandboxBankState) => T): T {
    if (this.modifiedAt() !== this.loadedAt) this.state = this.load();
    return reader(this.state);
  }

  /** Runs `change` on the state and saves it (also when `change` throws after changing, e.g. an attempt counted). */
  update<T>(change: (state: SandboxBankState) => T): Promise<T> {
    const next = this.queue.then(async () => {
      const release = await lock(this.file, SANDBOX_FILE_LOCK);
      try {
        this.state = this.load();
        try {
          return change(this.state);
        } finally {
          this.save();
        }
      } finally {
        await release();
      }
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private modifiedAt(): number {
    return statSync(this.file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  }

  private load(): SandboxBankState {
    this.loadedAt = this.modifiedAt();
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

  private save(): void {
    writeFileAtomicallySync(this.file, JSON.stringify(this.state));
    this.loadedAt = this.modifiedAt();
  }
}
