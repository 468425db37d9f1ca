/**
 * Live transfer status (docs/adr/0020): every status change is announced with pg_notify in
 * the transaction that makes it, so the announcement exists if and only if the change
 * commits; each app instance LISTENs once and fans the announcements out to the streams of
 * the client they belong to. PostgreSQL delivers a NOTIFY to every connection listening, so a
 * browser connected to any replica hears a change made by any other; PGlite delivers it
 * within its one process.
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../platform/database/database';

export const TRANSFER_STATUS_CHANNEL = 'transfer_status';

export interface TransferStatusChange {
  transferId: string;
  status: string;
  updatedAt: string;
}

interface Announcement extends TransferStatusChange {
  clientId: string;
  tenantId: string;
}

/** A status change as the transaction that makes it sees it. */
export interface StatusChangeRow {
  id: string;
  clientId: string;
  tenantId: string;
  status: string;
  updatedAt: Date;
}

/**
 * Something else a status change writes in its own transaction, so that it exists if and only
 * if the change commits (the tenant's webhook event, tenant-integration/webhook-events.ts). The
 * composition root supplies these: a domain above transfers never has to be imported here.
 */
export type StatusChangeRecorder = (tx: Database | Transaction, row: StatusChangeRow) => Promise<void>;

/** announceStatus(tx, row): call it inside the transaction that makes the change. */
export function createStatusAnnouncer(recorders: readonly StatusChangeRecorder[]) {
  return async function announceStatus(tx: Database | Transaction, row: StatusChangeRow): Promise<void> {
    const announcement: Announcement = {
      transferId: row.id,
      clientId: row.clientId,
      tenantId: row.tenantId,
      status: row.status,
      updatedAt: row.updatedAt.toISOString(),
    };
    await tx.execute(sql`select pg_notify(${TRANSFER_STATUS_CHANNEL}, ${JSON.stringify(announcement)})`);
    for (const record of recorders) await record(tx, row);
  };
}

export type AnnounceStatus = ReturnType<typeof createStatusAnnouncer>;

export type StatusListener = (change: TransferStatusChange) => void;

/** One LISTEN per app instance, shared by every open stream; started with the first stream. */
export function createTransferStatusFeed(database: Pick<DatabaseHandle, 'listen'>, onError: (error: unknown) => void) {
  const listeners = new Map<string, Set<StatusListener>>();
  let stopListening: Promise<() => Promise<void>> | null = null;
  const keyOf = (tenantId: string, clientId: string) => `${tenantId}/${clientId}`;

  const deliver = (payload: string) => {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(payload) as Announcement;
    } catch (error) {
      onError(error);
      return;
    }
    const { clientId, tenantId, ...change } = announcement;
    for (const listener of listeners.get(keyOf(tenantId, clientId)) ?? []) listener(change);
  };

  return {
    /** Streams `owner`'s changes to `listener` until the returned function is called. */
    async subscribe(owner: { tenantId: string; clientId: string }, listener: StatusListener): Promise<() => void> {
      stopListening ??= database.listen(TRANSFER_STATUS_CHANNEL, deliver).catch((error: unknown) => {
        stopListening = null;
        throw error;
      });
      await stopListening;
      const key = keyOf(owner.tenantId, owner.clientId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },

    async close(): Promise<void> {
      listeners.clear();
      const stop = stopListening;
      stopListening = null;
      if (stop) await (await stop)();
    },
  };
}

export type TransferStatusFeed = ReturnType<typeof createTransferStatusFeed>;
