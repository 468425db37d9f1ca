import http from 'node:http';
import type { DatabaseDriver } from '../../src/platform/database/database';
import type { ClientFixture } from '../support/graphql-fixtures';
import { HOSTS } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { createDraft, payingClient, startRequest, STEP_MS, transferRow, useTransferApp } from './support/transfer-kit';

/** Ports of this helper's range (9130-9139), one per driver so the two describes never collide. */
const PORTS: Record<DatabaseDriver, number> = { pglite: 9131, postgres: 9132 };

interface Stream {
  status: number;
  contentType: string;
  /** Every `transfer-status` event received so far. */
  events: Array<{ transferId: string; status: string; updatedAt: string }>;
  close(): void;
}

/** Opens GET /api/transfers/events as a browser's fetch would (bearer token, tenant host). */
function openStream(port: number, fixture: ClientFixture | null, host = fixture?.host ?? HOSTS.demo) {
  return new Promise<Stream>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/transfers/events',
        headers: { host, ...(fixture ? { authorization: `Bearer ${fixture.token}` } : {}) },
      },
      (response) => {
        const stream: Stream = {
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type']),
          events: [],
          close: () => request.destroy(),
        };
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const lines = block.split('\n');
            if (!lines.includes('event: transfer-status')) continue;
            const data = lines.find((line) => line.startsWith('data: '));
            if (data) stream.events.push(JSON.parse(data.slice(6)) as Stream['events'][number]);
          }
        });
        response.on('error', () => undefined);
        resolve(stream);
      },
    );
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Both drivers: the status feed is LISTEN/NOTIFY: a dedicated connection on PostgreSQL, in-process on PGlite.
describe.each(driversFor('both'))('GET /transfers/events (%s)', (driver) => {
  // The ledger posts its webhooks to this app's own route, as in `pnpm start`.
  const context = useTransferApp(driver, {
    webhookUrl: `http://127.0.0.1:${PORTS[driver]}/api/webhooks/dwolla`,
  });
  let owner: ClientFixture;
  let other: ClientFixture;
  const streams: Stream[] = [];
  beforeAll(async () => {
    owner = await payingClient(context.database.db, 'demo');
    other = await payingClient(context.database.db, 'demo');
    await context.app.listen({ port: PORTS[driver], host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });
  const open = async (...args: Parameters<typeof openStream>) => {
    const stream = await openStream(...args);
    streams.push(stream);
    return stream;
  };

  it("streams the session client's status changes, and nobody else's", async () => {
    const mine = await open(PORTS[driver], owner);
    const theirs = await open(PORTS[driver], other);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toBe('text/event-stream; charset=utf-8');

    const id = await createDraft(context.database.db, owner);
    const response = await startRequest(context.app, owner, { transferId: id, bankAccountId: owner.accounts.checking });
    expect(response.statusCode).toBe(200);

    await until(() => mine.events.some((event) => event.status === 'pending'), 'the pending event');
    expect(mine.events.map(({ transferId, status }) => ({ transferId, status }))).toEqual([
      { transferId: id, status: 'starting' },
      { transferId: id, status: 'pending' },
    ]);
    expect(Date.parse(mine.events[1]!.updatedAt)).not.toBeNaN();
    expect(theirs.events).toEqual([]);
  });

  it('follows a transfer to completed as the ledger posts its signed webhooks to the running server', async () => {
    const mine = await open(PORTS[driver], owner);
    const id = await createDraft(context.database.db, owner);
    await startRequest(context.app, owner, { transferId: id, bankAccountId: owner.accounts.checking });
    for (let step = 0; step < 2; step += 1) {
      context.state.clock.advance(STEP_MS);
      await context.sandbox.runDueWork();
    }
    await until(() => mine.events.some((event) => event.status === 'completed'), 'the completed event');
    expect(mine.events.filter((event) => event.transferId === id).map((event) => event.status)).toEqual([
      'starting',
      'pending',
      'submitted',
      'completed',
    ]);
    expect(await transferRow(context.database.db, id)).toMatchObject({ status: 'completed' });
  });

  it('refuses a visitor and a session of another tenant', async () => {
    expect((await open(PORTS[driver], null)).status).toBe(401);
    expect((await open(PORTS[driver], owner, HOSTS.acme)).status).toBe(401);
  });
});
