/**
 * Three replicas of the compiled API (api/dist/main.cjs) on one PostgreSQL database behind
 * HAProxy (scripts/cluster/cluster.mjs), as `pnpm start:cluster` runs them: what one replica
 * does between requests must hold on the others (docs/adr/0036, 0037). PostgreSQL only: the
 * embedded PGlite database cannot be shared by processes. Runs alone (run-suites.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { agreedTermsOver } from '../support/agreed-terms';
import http from 'node:http';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { job } from '../../src/platform/database/schema';
import { DEMO_CLIENTS, IDS } from '../../src/seed/seed-data';
import { seed } from '../../src/seed/seed';
import { enqueueEmail, SEND_EMAIL_JOB } from '../../src/platform/jobs';
import { REPO_ROOT } from '../../src/platform/config/config';
import { buildCompiledApi } from '../support/compiled-api';
import { freePorts } from '../support/free-ports';
import { createThrowawayPostgres, dropThrowawayPostgres } from '../support/test-databases';
import { createDraft, payingClient } from '../transfers/support/transfer-kit';
// The cluster launcher is the scripts' own (plain JavaScript, compiled for jest by esm-transform.js).
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.mjs';

/** The balancer's port and one per replica, free ones chosen before the cluster starts. */
let BALANCER_PORT: number;
let REPLICA_PORTS: number[];
const DEMO_HOST = 'demo.localhost';
const CODE_REQUESTS_PER_IP = 5;
const JOB_LEASE_MS = 3_000;

let database: DatabaseHandle;
let databaseUrl: string;
let dataDir: string;
let cluster: Cluster;

beforeAll(async () => {
  [BALANCER_PORT, ...REPLICA_PORTS] = (await freePorts(4)) as [number, ...number[]];
  buildCompiledApi();
  databaseUrl = await createThrowawayPostgres();
  database = openPostgres(databaseUrl);
  await database.migrate();
  await seed(database.db, { testFixtures: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-replicas-'));
  cluster = await startCluster({
    repoRoot: REPO_ROOT,
    databaseUrl,
    balancerPort: BALANCER_PORT,
    replicaPorts: REPLICA_PORTS,
    stdio: ['ignore', 'ignore', 'inherit'],
    log: () => undefined,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOB_LEASE_MS: String(JOB_LEASE_MS),
      AUTH_CODE_REQUESTS_PER_IP: String(CODE_REQUESTS_PER_IP),
      AUTH_CODE_VERIFICATIONS_PER_IP: '50',
    },
  });
}, 120_000);

afterAll(async () => {
  await cluster?.close();
  await database?.close();
  if (databaseUrl) await dropThrowawayPostgres(databaseUrl);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const balancer = () => `http://127.0.0.1:${BALANCER_PORT}`;
const replica = (index: number) => `http://127.0.0.1:${REPLICA_PORTS[index]}`;

/** A request as a browser on `forwardedFor` would send it through the balancer (or straight to a replica). */
async function call(
  base: string,
  method: string,
  url: string,
  { body, token, forwardedFor }: { body?: unknown; token?: string; forwardedFor?: string } = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      host: DEMO_HOST,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The balancer appends the peer's address; the replicas trust it (TRUST_PROXY) and take
      // the first address as the client's.
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

interface OutboxRecord {
  channel: 'sms' | 'email';
  to: string[];
  text: string;
  messageIdHeader: string | null;
}

function outbox(): OutboxRecord[] {
  let text = '';
  try {
    text = readFileSync(path.join(dataDir, 'sandbox', 'outbox.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxRecord);
}

async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('three replicas behind HAProxy on one PostgreSQL', () => {
  it('holds the per-IP code limit across replicas (the client IP from X-Forwarded-For)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= CODE_REQUESTS_PER_IP; n += 1) {
      // Round robin: these land on every replica in turn; an unknown phone still counts.
      const phone = `+1555019${String(1000 + n).slice(-4)}`;
      statuses.push(
        (
          await call(balancer(), 'POST', '/api/auth/login', {
            body: { mobilePhone: phone },
            forwardedFor: '203.0.113.77',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, CODE_REQUESTS_PER_IP).every((status) => status !== 429)).toBe(true);
    expect(statuses[CODE_REQUESTS_PER_IP]).toBe(429);
    // Another client's budget is its own.
    const other = await call(balancer(), 'POST', '/api/auth/login', {
      body: { mobilePhone: '+15550199999' },
      forwardedFor: '203.0.113.78',
    });
    expect(other.status).not.toBe(429);
  });

  it("holds a phone's code limit per requester across replicas", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      // The balancer spreads the four over the replicas; the one requester's budget holds on all.
      const response = await call(balancer(), 'POST', '/api/auth/login', {
        body: { mobilePhone: DEMO_CLIENTS.dana.mobilePhone },
        forwardedFor: '198.51.100.10',
      });
      statuses.push(response.status);
      if (n === 3)
        expect(String(response.body?.message)).toContain('Too many codes were requested for this phone number');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps a session made on one replica on the others, and logout on one ends it everywhere', async () => {
    const { mobilePhone } = DEMO_CLIENTS.ivy;
    const login = await call(replica(0), 'POST', '/api/auth/login', { body: { mobilePhone } });
    expect(login.status).toBe(200);
    const attempt = String(login.body?.attempt);
    // Whichever replica's worker sends the SMS, it lands in the shared sandbox outbox.
    const code = await until(() => {
      const sms = outbox().find((record) => record.channel === 'sms' && record.to.includes(mobilePhone));
      return sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : null;
    }, 'the login code');
    const verified = await call(replica(1), 'POST', `/api/users/${IDS.tenants.demo}/verify`, {
      body: { attempt, code },
    });
    expect(verified.status).toBe(200);
    const token = String(verified.body?.token);
    const clientId = String((verified.body?.client as { id?: unknown } | undefined)?.id);

    const whoAmI = (base: string) =>
      call(base, 'POST', '/api/graphql', { body: { query: '{ allClients { id } }' }, token });
    for (const base of [replica(0), replica(1), replica(2)]) {
      expect((await whoAmI(base)).body?.data).toEqual({ allClients: [{ id: clientId }] });
    }
    expect((await call(replica(2), 'POST', '/api/auth/logout', { token })).status).toBe(204);
    for (const base of [replica(0), replica(1), replica(2)]) {
      const after = await whoAmI(base);
      expect(after.body?.data ?? null).not.toEqual({ allClients: [{ id: clientId }] });
      expect(JSON.stringify(after.body?.errors)).toContain('UNAUTHENTICATED');
    }
  });

  it('streams a status change made through one replica to a client connected to another', async () => {
    const owner = await payingClient(database.db, 'demo');
    const events: string[] = [];
    let stream: http.ClientRequest | undefined;
    await new Promise<void>((resolve, reject) => {
      stream = http.get(
        {
          host: '127.0.0.1',
          port: REPLICA_PORTS[2],
          path: '/api/transfers/events',
          headers: { host: DEMO_HOST, authorization: `Bearer ${owner.token}` },
        },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (chunk.includes(': connected')) resolve();
            for (const match of chunk.matchAll(/event: transfer-status\ndata: (.*)\n/g)) {
              events.push((JSON.parse(match[1]!) as { status: string }).status);
            }
          });
          response.on('error', () => undefined);
        },
      );
      stream.on('error', reject);
    });
    try {
      const id = await createDraft(database.db, owner);
      const authorization = await agreedTermsOver(replica(0), {
        host: DEMO_HOST,
        token: owner.token,
        transferId: id,
        bankAccountId: owner.accounts.checking,
      });
      const started = await call(replica(0), 'POST', '/api/transfer/start', {
        body: { transferId: id, bankAccountId: owner.accounts.checking, authorization },
        token: owner.token,
      });
      expect(started.status).toBe(200);
      await until(() => events.includes('pending'), 'the pending event on the other replica');
      expect(events.slice(0, 2)).toEqual(['starting', 'pending']);
    } finally {
      stream?.destroy();
    }
  });

  it('runs 200 jobs exactly once across replicas while one is killed mid-run (its claim recovered by lease expiry)', async () => {
    const keys = Array.from({ length: 200 }, (_, n) => `replicas-test:${n}`);
    await database.db.transaction(async (tx) => {
      for (const [n, key] of keys.entries()) {
        await enqueueEmail(
          tx,
          { to: [`job-${n}@replicas.test`], subject: `Job ${n}`, html: `<p>${n}</p>`, text: `${n}` },
          key,
        );
      }
    });

    // Freeze replica 2 until it is caught holding one of these jobs (not a notice or webhook job
    // left by the tests before), then kill it: a crash mid-job.
    const victim = cluster.replicas[1]!;
    const victimId = `${hostname()}:${victim.child!.pid}`;
    const held = await until(
      async () => {
        victim.child!.kill('SIGSTOP');
        const [claimed] = await database.db
          .select({ id: job.id, attempts: job.attempts })
          .from(job)
          .where(and(eq(job.status, 'running'), eq(job.lockedBy, victimId), inArray(job.idempotencyKey, keys)));
        if (!claimed) victim.child!.kill('SIGCONT');
        return claimed;
      },
      'replica 2 to hold a job',
      15_000,
    );
    // Frozen, it holds that job and possibly the one it claimed ahead (never started).
    const victimClaims = await database.db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.status, 'running'), eq(job.lockedBy, victimId), inArray(job.idempotencyKey, keys)));
    await cluster.stopReplica(1, 'SIGKILL');

    const rows = await until(
      async () => {
        const all = await database.db.select().from(job).where(inArray(job.idempotencyKey, keys));
        return all.every((row) => row.status === 'done') ? all : null;
      },
      'every job done',
      30_000,
    );
    expect(rows).toHaveLength(200);
    const recovered = rows.find((row) => row.id === held.id)!;
    expect(recovered.attempts).toBe(held.attempts + 1);
    expect(rows.every((row) => row.effectState === 'delivered' && row.type === SEND_EMAIL_JOB)).toBe(true);
    // Every e-mail delivered; the only possible repeat is the killed run's, with the same Message-ID.
    const sent = outbox().filter((record) => record.channel === 'email' && record.to[0]!.endsWith('@replicas.test'));
    expect(new Set(sent.map((record) => record.messageIdHeader)).size).toBe(200);
    expect(sent.length).toBeLessThanOrEqual(201);
    // Only the killed replica's claims were claimed again: a job claimed ahead counts its lost claim.
    const claimedTwice = rows.filter((row) => row.attempts > 1).map((row) => row.id);
    expect(claimedTwice).toContain(held.id);
    expect(victimClaims.length).toBeLessThanOrEqual(2);
    expect(new Set(victimClaims.map((claim) => claim.id))).toEqual(new Set(claimedTwice));
  }, 60_000);
  it('drains a replica on SIGTERM: the balancer keeps answering, its live-status streams end, it exits cleanly', async () => {
    const owner = await payingClient(database.db, 'demo');
    let ended = false;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port: REPLICA_PORTS[2],
          path: '/api/transfers/events',
          headers: { host: DEMO_HOST, authorization: `Bearer ${owner.token}` },
        },
        (response) => {
          response.on('data', () => resolve());
          response.on('end', () => (ended = true));
          response.on('error', () => undefined);
        },
      );
      request.on('error', reject);
    });

    const exit = cluster.stopReplica(2, 'SIGTERM');
    // Meanwhile every request through the balancer is answered (replica 2 was killed earlier,
    // so replica 1 takes over as replica 3 leaves).
    const statuses: number[] = [];
    let exited = false;
    void exit.then(() => (exited = true));
    while (!exited) {
      statuses.push(
        (await call(balancer(), 'POST', '/api/graphql', { body: { query: '{ allTenants { identifier } }' } })).status,
      );
    }
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(ended).toBe(true);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 60_000);
});
