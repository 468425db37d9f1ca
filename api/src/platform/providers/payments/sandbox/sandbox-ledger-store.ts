/**
 * The sandbox ACH ledger's state: one JSON document, DATA_DIR/sandbox/payments-ledger.json,
 * read and rewritten whole in every transaction. A file rather than database tables because
 * the ledger plays a vendor, whose records the portal's database must not be able to see or
 * roll back; it survives restarts (the transfers reconciler looks a transfer up after a crash).
 *
 * Transactions are serialized per file within the process (every instance over the same
 * folder shares the queue) and across processes by a lock file (several API replicas over
 * one DATA_DIR, docs/adr/0036), and a write goes to a temporary file renamed over the old
 * one, so a reader never sees half a ledger and a crash keeps the last whole one.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import type { DwollaEvent } from '../dwolla-events';
import type { BankAccountType, IdentityDocumentType, PaymentsCustomerStatus, TransferRail } from '../payments-provider';
import { asDictionaries, parseDictionaries } from '../../sandbox-state/dictionary-json';
import { SANDBOX_FILE_LOCK } from '../../sandbox-state/file-lock';

export interface LedgerDocument {
  id: string;
  type: IdentityDocumentType;
  filename: string;
  uploadedAt: string;
  /** When the review ends (one clock step after the upload). */
  reviewAt: string;
  outcome: 'approved' | 'failed';
  reviewed: boolean;
}

export interface LedgerCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: PaymentsCustomerStatus;
  createdAt: string;
  documents: LedgerDocument[];
}

export interface LedgerMicroDeposits {
  initiatedAt: string;
  /** When the two deposits post to the account and can be verified. */
  settleAt: string;
  settled: boolean;
  attemptsLeft: number;
}

export interface LedgerFundingSource {
  id: string;
  customerId: string;
  name: string;
  bankAccountType: BankAccountType;
  status: 'unverified' | 'verified';
  removed: boolean;
  createdAt: string;
  /** Identifies the bank account (hash of the processor token or of the numbers): no duplicates per customer. */
  accountKey: string;
  microDeposits: LedgerMicroDeposits | null;
  /** Dwolla's channels; absent in a ledger written before they were kept: ach only. */
  channels?: string[];
}

/**
 * pending → funds_debited → processed | failed; cancelled from pending only; processed → failed
 * when the payer's bank returns the debit afterwards (a late return).
 */
export type LedgerTransferStage = 'pending' | 'funds_debited' | 'processed' | 'failed' | 'cancelled';

export interface LedgerTransfer {
  id: string;
  /** The debit of the source bank, which Dwolla reports as customer_bank_transfer_* events. */
  bankLegId: string;
  /** The source funding source's customer; null for a seeded source whose owner the ledger never saw. */
  customerId: string | null;
  sourceId: string;
  destinationId: string;
  amountCents: number;
  correlationId: string | null;
  idempotencyKey: string | null;
  createdAt: string;
  stage: LedgerTransferStage;
  debitAt: string;
  settleAt: string;
  /** The return code it fails (or failed) with, or null. */
  returnCode: string | null;
  /** A return the payer's bank sends after the transfer processed: its code and when it arrives. */
  lateReturn?: { code: string; at: string } | null;
  /** The rail it goes by; absent in a ledger written before rails: standard. */
  rail?: TransferRail;
}

export interface LedgerWebhook {
  event: DwollaEvent;
  attempts: number;
  nextAttemptAt: string;
  state: 'queued' | 'delivered' | 'abandoned';
  lastError: string | null;
}

export interface LedgerIdempotencyRecord {
  resource: 'customer' | 'funding-source' | 'transfer';
  id: string;
  at: string;
}

export interface LedgerState {
  version: 1;
  customers: Record<string, LedgerCustomer>;
  fundingSources: Record<string, LedgerFundingSource>;
  transfers: Record<string, LedgerTransfer>;
  idempotency: Record<string, LedgerIdempotencyRecord>;
  webhooks: LedgerWebhook[];
  /** Provider-side creations, so tests can assert "exactly one". */
  created: { customers: number; fundingSources: number; transfers: number };
}

export function emptyLedger(): LedgerState {
  return {
    version: 1,
    customers: {},
    fundingSources: {},
    transfers: {},
    idempotency: {},
    webhooks: [],
    created: { customers: 0, fundingSources: 0, transfers: 0 },
  };
}

/** Delivered webhooks kept for inspection; older ones are dropped so the file stays small. */
const KEEP_FINISHED_WEBHOOKS = 500;

const queues = new Map<string, Promise<unknown>>();

export class SandboxLedgerStore {
  readonly file: string;

  constructor(directory: string) {
    mkdirSync(directory, { recursive: true });
    this.file = path.join(directory, 'payments-ledger.json');
  }

  /** Runs `change` on the current state and saves it, one transaction at a time per file. */
  transact<T>(change: (state: LedgerState) => T | Promise<T>): Promise<T> {
    const previous = queues.get(this.file) ?? Promise.resolve();
    const next = previous.then(async () => {
      const release = await lock(this.file, SANDBOX_FILE_LOCK);
      try {
        const state = await this.load();
        const result = await change(state);
        await this.save(state);
        return result;
      } finally {
        await release();
      }
    });
    queues.set(
      this.file,
      next.catch(() => undefined),
    );
    return next;
  }

  /** A consistent snapshot (the file is replaced atomically, never written in place). */
  read(): Promise<LedgerState> {
    return this.load();
  }

  private async load(): Promise<LedgerState> {
    try {
      return parseDictionaries<LedgerState>(await readFile(this.file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return asDictionaries(emptyLedger());
      throw error;
    }
  }

  private async save(state: LedgerState): Promise<void> {
    const finished = state.webhooks.filter((webhook) => webhook.state !== 'queued');
    if (finished.length > KEEP_FINISHED_WEBHOOKS) {
      const drop = new Set(finished.slice(0, finished.length - KEEP_FINISHED_WEBHOOKS));
      state.webhooks = state.webhooks.filter((webhook) => !drop.has(webhook));
    }
    const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(state));
    await rename(temporary, this.file);
  }
}
