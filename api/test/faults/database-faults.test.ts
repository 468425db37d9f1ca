/**
 * Faults injected from outside into three replicas of the compiled API behind HAProxy, as
 * `pnpm start:cluster` runs them, on a PostgreSQL server of the test's own that it restarts
 * and stops (support/private-postgres.ts): the database restarted under a burst of transfer
 * starts, a 20-second outage with live status streams open, a replica killed. Each asserts what
 * docs/scale.md promises: no replica exits (or it is restarted), clients get JSON 503s with
 * Retry-After, money moves once, live status comes back. Runs alone, last (run-suites.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { agreedTermsOver } from '../support/agreed-terms';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { transfer } from '../../src/platform/database/schema';
import { REPO_ROOT } from '../../src/platform/config/config';
import { seed } from '../../src/seed/seed';
import { buildCompiledApi } from '../support/compiled-api';
import { freePorts } from '../support/free-ports';
import { createDraft, payingClient } from '../transfers/support/transfer-kit';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
// The cluster launcher is the scripts' own (plain JavaScript, compiled for jest by esm-transform.js).
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.mjs';

/** The balancer, one per replica, the private PostgreSQL: free ports, chosen in beforeAll. */
let BALANCER_PORT: number;
let REPLICA_PORTS: number[];
let POSTGRES_PORT: number;
const DEMO_HOST = 'demo.localhost';
const OUTAGE_MS = 20_000;

let postgres: PrivatePostgres;
let database: DatabaseHandle;
let dataDir: string;
let cluster: Cluster;

beforeAll(async () => {
  [BALANCER_PORT, POSTGRES_PORT, ...REPLICA_PORTS] = (await freePorts(5)) as [number, number, ...number[]];
  buildCompiledApi();
  postgres = startPrivatePostgres(POSTGRES_PORT);
  // The test's own pool sees the faults too: its errors are expected, not fatal.
  database = openPostgres(postgres.url, { onPoolError: () => undefined });
  await database.migrate();
  await seed(database.db, { testFixtures: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-'));
  cluster = await startCluster({
    repoRoot: REPO_ROOT,
    databaseUrl: postgres.url,
    balancerPort: BALANCER_PORT,
    replicaPorts: REPLICA_PORTS,
    stdio: ['ignore', 'ignore', 'ignore'],
    log: () => undefined,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOB_LEASE_MS: '3000',
      SANDBOX_ACH_STEP_SECONDS: '1',
      AUTH_CODE_REQUESTS_PER_IP: '1000',
      AUTH_CODE_VERIFICATIONS_PER_IP: '1000',
    },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.close();
  await database?.close().catch(() => undefined);
  postgres?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const balancer = () => `http://127.0.0.1:${BALANCER_PORT}`;
const replica = (index: number) => `http://127.0.0.1:${REPLICA_PORTS[index]}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  contentType: string;
  retryAfter: string | null;
  body: Record<string, unknown> | null;
}

async function call(
  base: string,
  method: string,
  url: string,
  { body, token }: { body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      host: DEMO_HOST,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    retryAfter: response.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  } satisfies Answer;
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

const everyReplicaReady = () =>
  until(async () => {
    const answers = await Promise.all(REPLICA_PORTS.map((_, index) => call(replica(index), 'GET', '/readyz')));
    return answers.every((answer) => answer.status === 200);
  }, 'every replica ready');

/** No replica process has exited since the cluster started. */
function expectNoReplicaExited() {
  for (const member of cluster.replicas) {
    expect({ name: member.name, restarts: member.restarts, exitCode: member.child?.exitCode ?? null }).toEqual({
      name: member.name,
      restarts: 0,
      exitCode: null,
    });
  }
}

/** A failure a client sees is the API's JSON (REST's or GraphQL's shape): 503 SERVICE_UNAVAILABLE with Retry-After. */
function expectJsonUnavailable(answer: Answer) {
  expect({ status: answer.status, json: answer.contentType.includes('application/json') }).toEqual({
    status: 503,
    json: true,
  });
  expect(answer.retryAfter).toMatch(/^\d+$/);
  const errors = answer.body?.errors as { extensions?: { code?: string } }[] | undefined;
  expect(errors?.[0]?.extensions?.code ?? answer.body?.code).toBe('SERVICE_UNAVAILABLE');
}

/** A live status stream: its events, whether the server ended it, and a way to close it. */
function openStream(base: string, token: string) {
  const url = new URL(`${base}/api/transfers/events`);
  const events: string[] = [];
  let ended = false;
  let request: http.ClientRequest | undefined;
  const opened = new Promise<number>((resolve, reject) => {
    request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          for (const match of chunk.matchAll(/event: transfer-status\ndata: (.*)\n/g)) {
            events.push((JSON.parse(match[1]!) as { status: string }).status);
          }
        });
        response.on('end', () => (ended = true));
        response.on('error', () => (ended = true));
      },
    );
    request.on('error', reject);
  });
  return { opened, events, ended: () => ended, close: () => request?.destroy() };
}

/** Opens a stream as a browser does after one ended: again every second until one is accepted. */
async function reopenStream(base: string, token: string) {
  return until(async () => {
    const stream = openStream(base, token);
    if ((await stream.opened) === 200) return stream;
    stream.close();
    return null;
  }, 'a live status stream accepted again');
}

async function providerTransfers(transferId: string) {
  const answer = await call(replica(0), 'GET', `/api/sandbox/payments/transfers?correlationId=${transferId}`);
  return (answer.body?.transfers ?? []) as { id: string }[];
}

describe('faults: the database, the disk and a replica', () => {
  it('keeps every replica up through a PostgreSQL restart under a burst of starts, and moves money once', async () => {
    const owners = await Promise.all(Array.from({ length: 30 }, () => payingClient(database.db, 'demo')));
    const drafts = await Promise.all(owners.map((owner) => createDraft(database.db, owner)));

    const agreed = await Promise.all(
      owners.map((owner, n) =>
        agreedTermsOver(balancer(), {
          host: DEMO_HOST,
          token: owner.token,
          transferId: drafts[n]!,
          bankAccountId: owner.accounts.checking,
        }),
      ),
    );

    // 30 starts at 10 a second; the database restarts 2 seconds in.
    const restarting = sleep(2_000).then(() => postgres.restart());
    const answers = await Promise.all(
      owners.map(async (owner, n) => {
        await sleep(n * 100);
        return call(balancer(), 'POST', '/api/transfer/start', {
          body: { transferId: drafts[n], bankAccountId: owner.accounts.checking, authorization: agreed[n] },
          token: owner.token,
        }).catch((error: unknown) => ({
          status: 0,
          contentType: '',
          retryAfter: null,
          body: { error: String(error) },
        }));
      }),
    );
    await restarting;
    await everyReplicaReady();
    expectNoReplicaExited();

    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toMatchObject({ status: 'pending' });
      else if (answer.status === 409) expect(answer.body).toMatchObject({ code: 'TRANSFER_IN_PROGRESS' });
      else expectJsonUnavailable(answer);
    }

    // An attempt the restart interrupted is settled by its reconcile job (within a minute).
    const settled = await until(
      async () => {
        const rows = await database.db.select().from(transfer).where(inArray(transfer.id, drafts));
        return rows.every((row) => row.status !== 'starting') && rows;
      },
      'no transfer left starting',
      90_000,
    );
    for (const row of settled) {
      const made = await providerTransfers(row.id);
      if (row.status === 'draft') expect(made).toHaveLength(0);
      else {
        expect(['pending', 'submitted', 'completed']).toContain(row.status);
        expect(made.map((provider) => provider.id)).toEqual([row.providerTransferId]);
      }
    }
  }, 180_000);

  it('ends live status streams during a 20-second outage and delivers changes to the streams reopened after', async () => {
    const owner = await payingClient(database.db, 'demo');
    const streams = [openStream(replica(1), owner.token), openStream(replica(2), owner.token)];
    expect(await Promise.all(streams.map((stream) => stream.opened))).toEqual([200, 200]);

    await postgres.stop();
    const outageEnds = Date.now() + OUTAGE_MS;
    // Each replica's LISTEN is lost: its streams end, so browsers fall back to polling.
    await until(async () => streams.every((stream) => stream.ended()), 'the open streams to end', 10_000);
    // Meanwhile clients get the API's JSON 503 with Retry-After, from a replica or the balancer.
    expectJsonUnavailable(await call(balancer(), 'POST', '/api/graphql', { body: { query: '{ allTenants { id } }' } }));
    expectJsonUnavailable(await call(balancer(), 'GET', '/api/transfers/events', { token: owner.token }));
    await sleep(outageEnds - Date.now());
    await postgres.start();

    const reopened = [await reopenStream(replica(1), owner.token), await reopenStream(replica(2), owner.token)];
    try {
      const id = await createDraft(database.db, owner);
      const authorization = await agreedTermsOver(balancer(), {
        host: DEMO_HOST,
        token: owner.token,
        transferId: id,
        bankAccountId: owner.accounts.checking,
      });
      const started = await until(async () => {
        const answer = await call(balancer(), 'POST', '/api/transfer/start', {
          body: { transferId: id, bankAccountId: owner.accounts.checking, authorization },
          token: owner.token,
        });
        return answer.status === 200 && answer;
      }, 'a start after the outage');
      expect(started.body).toMatchObject({ status: 'pending' });
      for (const stream of reopened) await until(async () => stream.events.includes('pending'), 'the pending event');
      expect(reopened.map((stream) => stream.events.slice(0, 2))).toEqual([
        ['starting', 'pending'],
        ['starting', 'pending'],
      ]);
    } finally {
      for (const stream of reopened) stream.close();
    }
    await everyReplicaReady();
    expectNoReplicaExited();
    const metrics = await fetch(`${replica(1)}/metrics`).then((response) => response.text());
    expect(metrics).toMatch(/^portal_live_status_listening 1$/m);
  }, 120_000);

  it('starts a replica that was killed again, while the others serve', async () => {
    const victim = cluster.replicas[2]!;
    process.kill(victim.child!.pid!, 'SIGKILL');
    // Requests meanwhile are answered by the other replicas.
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await call(balancer(), 'POST', '/api/graphql', { body: { query: '{ allTenants { id } }' } })).status,
      ).toBe(200);
    }
    await until(async () => victim.restarts >= 1, 'the supervisor to restart the replica');
    await until(async () => (await call(replica(2), 'GET', '/readyz')).status === 200, 'the restarted replica ready');
    await cluster.waitForState(2, 'UP');
    expect(victim.child!.exitCode).toBeNull();
  }, 60_000);
});
