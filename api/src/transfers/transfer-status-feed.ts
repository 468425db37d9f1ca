/**
 * Live transfer status (docs/adr/0020): every status change is announced with pg_notify in
 * the transaction that makes it, so the announcement exists if and only if the change
 * commits; each app instance LISTENs once and fans the announcements out to the streams of
 * the client they belong to. PostgreSQL delivers a NOTIFY to every connection listening, so a
 * browser connected to any replica hears a change made by any other; PGlite delivers it
 * within its one process.
 */
import { sql } from 'drizzle-orm';
import { clientStatusOf, type TransferStatus } from '@portal/shared/constants';
import type { Database, DatabaseHandle, Transaction } from '../platform/database/database';
import { AppError } from '../platform/http/errors';
import { liveStatusListening } from '../platform/observability';
import { createTransferRecordsRepository } from './transfer-records-repository';

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
  /** The return or failure code that came with it (R01, …), if any. */
  failureCode?: string | null;
}

/**
 * Something else a status change writes in its own transaction, so that it exists if and only
 * if the change commits (the tenant's webhook event, tenant-integration/webhook-events.ts). The
 * composition root supplies these: a domain above transfers never has to be imported here.
 */
export type StatusChangeRecorder = (tx: Database | Transaction, row: StatusChangeRow) => Promise<void>;

/**
 * announceStatus(tx, row): call it inside the transaction that makes the change. It records
 * the change in the transfer's status history, announces it to live streams, and runs the
 * recorders the composition root gave.
 */
export function createStatusAnnouncer(recorders: readonly StatusChangeRecorder[]) {
  return async function announceStatus(tx: Database | Transaction, row: StatusChangeRow): Promise<void> {
    await createTransferRecordsRepository(tx).insertStatusEvent({
      transferId: row.id,
      status: row.status,
      reasonCode: row.failureCode ?? null,
    });
    const announcement: Announcement = {
      transferId: row.id,
      clientId: row.clientId,
      tenantId: row.tenantId,
      // The live status goes to the client's browser: as the client sees it (held reads pending).
      status: clientStatusOf(row.status as TransferStatus),
      updatedAt: row.updatedAt.toISOString(),
    };
    await tx.execute(sql`select pg_notify(${TRANSFER_STATUS_CHANNEL}, ${JSON.stringify(announcement)})`);
    for (const record of recorders) await record(tx, row);
  };
}

export type AnnounceStatus = ReturnType<typeof createStatusAnnouncer>;

export type StatusListener = (change: TransferStatusChange) => void;

/** How long a browser refused a stream waits before trying again (it polls meanwhile). */
export const FEED_RETRY_AFTER_SECONDS = 5;

const feedUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 503, 'Live status is unavailable', false, FEED_RETRY_AFTER_SECONDS);

interface Subscriber {
  onChange: StatusListener;
  /** The feed can no longer hear changes (its LISTEN was lost): end the stream. */
  onEnd: () => void;
}

/**
 * One LISTEN per app instance, shared by every open stream; started with the first stream.
 * While that LISTEN is lost (the database restarted), the feed hears nothing, so it ends
 * every open stream and refuses new ones with a 503: browsers poll meanwhile and open a
 * stream again, reloading what changed, once the database LISTEN is back (docs/scale.md).
 */
export function createTransferStatusFeed(database: Pick<DatabaseHandle, 'listen'>, onError: (error: unknown) => void) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let stopListening: Promise<() => Promise<void>> | null = null;
  let hearing = false;
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
    for (const subscriber of subscribers.get(keyOf(tenantId, clientId)) ?? []) subscriber.onChange(change);
  };

  const heard = (now: boolean) => {
    hearing = now;
    liveStatusListening.set(now ? 1 : 0);
  };

  const listen = () =>
    database
      .listen(TRANSFER_STATUS_CHANNEL, deliver, {
        onDown: (error) => {
          heard(false);
          onError(error);
          const ended = [...subscribers.values()].flatMap((set) => [...set]);
          subscribers.clear();
          for (const subscriber of ended) subscriber.onEnd();
        },
        onUp: () => heard(true),
      })
      .then((stop) => {
        heard(true);
        return stop;
      });

  return {
    /**
     * Streams `owner`'s changes to `onChange` until the returned function is called, or until
     * the feed stops hearing changes (then `onEnd`). Rejects with a 503 while it cannot hear.
     */
    async subscribe(
      owner: { tenantId: string; clientId: string },
      onChange: StatusListener,
      onEnd: () => void,
    ): Promise<() => void> {
      stopListening ??= listen().catch((error: unknown) => {
        stopListening = null;
        throw error;
      });
      try {
        await stopListening;
      } catch {
        throw feedUnavailable();
      }
      if (!hearing) throw feedUnavailable();
      const key = keyOf(owner.tenantId, owner.clientId);
      const set = subscribers.get(key) ?? new Set();
      const subscriber: Subscriber = { onChange, onEnd };
      set.add(subscriber);
      subscribers.set(key, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(key) === set) subscribers.delete(key);
      };
    },

    async close(): Promise<void> {
      subscribers.clear();
      const stop = stopListening;
      stopListening = null;
      if (stop) await (await stop)();
    },
  };
}

export type TransferStatusFeed = ReturnType<typeof createTransferStatusFeed>;
