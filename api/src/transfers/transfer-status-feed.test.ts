import type { ListenEvents } from '../platform/database/database';
import { AppError } from '../platform/http/errors';
import { createTransferStatusFeed, TRANSFER_STATUS_CHANNEL } from './transfer-status-feed';

/** A database whose one LISTEN connection the test drops and restores. */
function fakeDatabase() {
  let events: ListenEvents = {};
  let onPayload: (payload: string) => void = () => undefined;
  let refuse = false;
  return {
    database: {
      async listen(channel: string, payload: (payload: string) => void, listenEvents?: ListenEvents) {
        if (refuse) throw new Error('connect ECONNREFUSED');
        expect(channel).toBe(TRANSFER_STATUS_CHANNEL);
        onPayload = payload;
        events = listenEvents ?? {};
        return async () => undefined;
      },
    },
    notify: (change: object) => onPayload(JSON.stringify(change)),
    drop: () => events.onDown?.(new Error('terminating connection due to administrator command')),
    restore: () => events.onUp?.(),
    refuseListening: (value: boolean) => (refuse = value),
  };
}

const owner = { tenantId: 't-1', clientId: 'c-1' };
const change = (status: string) => ({ ...owner, transferId: 'x-1', status, updatedAt: '2026-11-27T10:00:00.000Z' });

describe('the live transfer status feed', () => {
  it('ends every stream when its LISTEN is lost, refuses new ones with a 503 until it is back', async () => {
    const db = fakeDatabase();
    const feed = createTransferStatusFeed(db.database, () => undefined);
    const heard: string[] = [];
    let ended = 0;
    await feed.subscribe(
      owner,
      (c) => heard.push(c.status),
      () => (ended += 1),
    );
    db.notify(change('pending'));
    expect(heard).toEqual(['pending']);

    db.drop();
    expect(ended).toBe(1);
    const refused = await feed
      .subscribe(
        owner,
        () => undefined,
        () => undefined,
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ httpStatus: 503, retryAfterSeconds: 5 });

    db.restore();
    const again: string[] = [];
    await feed.subscribe(
      owner,
      (c) => again.push(c.status),
      () => undefined,
    );
    db.notify(change('completed'));
    expect(again).toEqual(['completed']);
    // The ended stream hears nothing more.
    expect(heard).toEqual(['pending']);
  });

  it('answers 503 when the first LISTEN cannot be made, and listens once it can', async () => {
    const db = fakeDatabase();
    const feed = createTransferStatusFeed(db.database, () => undefined);
    db.refuseListening(true);
    await expect(
      feed.subscribe(
        owner,
        () => undefined,
        () => undefined,
      ),
    ).rejects.toMatchObject({ httpStatus: 503 });
    db.refuseListening(false);
    const heard: string[] = [];
    await feed.subscribe(
      owner,
      (c) => heard.push(c.status),
      () => undefined,
    );
    db.notify(change('pending'));
    expect(heard).toEqual(['pending']);
  });
});
