/**
 * The queue's statements read their partial indexes in order at any backlog: at 100k waiting
 * jobs beside 20k finished ones, PostgreSQL's plans (every statement, the ones inside job_due
 * included, captured with auto_explain) have no sequential scan and no sort. The statistics
 * are taken before the backlog arrives, as they are when a burst hits a queue that was empty:
 * a claim that read every due row and sorted them would cost more with every job waiting.
 * PostgreSQL only: auto_explain is a server module PGlite does not have; the planner is the same.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { openPostgres } from '../../src/platform/database/postgres-database';
import { claimQuery } from '../../src/platform/jobs/job-claims';
import type { JobRow } from '../../src/platform/jobs/job-queue';
import { pruneStatement } from '../../src/platform/jobs/job-retention';
import { createThrowawayPostgres, dropThrowawayPostgres, TEST_DRIVERS } from '../support/test-databases';

const describeOnPostgres = TEST_DRIVERS.includes('postgres') ? describe : describe.skip;

describeOnPostgres('job queue query plans at a 100k backlog (real PostgreSQL)', () => {
  let url: string;
  let database: DatabaseHandle;
  let client: Client;
  const logged: string[] = [];

  beforeAll(async () => {
    url = await createThrowawayPostgres();
    database = openPostgres(url);
    await database.migrate();
    const db = database.db;
    // 20k finished a month ago, 1k running (a tenth past their lease, of a type the claims below
    // do not take, so they go on to the ready jobs): the statistics see these.
    await db.execute(sql`
      INSERT INTO job (type, status, run_at, updated_at)
      SELECT 'sms.send', CASE WHEN n % 10 = 0 THEN 'failed' ELSE 'done' END, now() - interval '40 days',
        now() - interval '40 days' + n * interval '1 second'
      FROM generate_series(1, 20000) AS n`);
    await db.execute(sql`
      INSERT INTO job (type, status, attempts, run_at, locked_until)
      SELECT CASE WHEN n % 10 = 0 THEN 'webhook.deliver' ELSE 'email.send' END, 'running', 1, now() - interval '2 hours',
        now() + CASE WHEN n % 10 = 0 THEN interval '-1 minute' ELSE interval '1 minute' END
      FROM generate_series(1, 1000) AS n`);
    await db.execute(sql`ANALYZE job`);
    // Then 100k due jobs of three types arrive, unseen by the statistics.
    await db.execute(sql`
      INSERT INTO job (type, status, run_at)
      SELECT (ARRAY['sms.send', 'email.send', 'transfer.reconcile'])[1 + n % 3], 'pending',
        now() - interval '1 hour' + n * interval '1 millisecond'
      FROM generate_series(1, 100000) AS n`);

    client = new Client({ connectionString: url });
    await client.connect();
    client.on('notice', (notice) => logged.push(notice.message ?? ''));
    await client.query(`LOAD 'auto_explain'`);
    await client.query('SET auto_explain.log_min_duration = 0');
    await client.query('SET auto_explain.log_nested_statements = on');
    await client.query('SET client_min_messages = log');
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await database?.close();
    if (url) await dropThrowawayPostgres(url);
  });

  /**
   * The plans of a statement and of every statement it runs, executed and rolled back: once
   * planned for its values, once with the generic plan a named statement settles on after its
   * first runs (the claim is one, named-statements.ts).
   */
  const plans = async ({ sql: text, params }: { sql: string; params: unknown[] }) => {
    logged.length = 0;
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await client.query('BEGIN');
      await client.query(`SET LOCAL plan_cache_mode = ${mode}`);
      await client.query(text, params);
      await client.query('ROLLBACK');
    }
    return logged.join('\n');
  };

  const claim = (limit: number, finish?: { claimed: JobRow }) =>
    claimQuery({
      types: ['sms.send', 'email.send'],
      leaseMs: 60_000,
      workerId: 'plan-test',
      limit,
      finish: finish && { claimed: finish.claimed, outcome: { kind: 'done', erasePayload: false } },
    });

  it.each([1, 16])('claims %i job(s) through job_lease_idx then job_ready_idx, in index order', async (limit) => {
    const text = await plans(claim(limit));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).not.toMatch(/\bSort\b/);
    expect(text).toMatch(/Index Scan using job_lease_idx on job/);
    expect(text).toMatch(/Index Scan using job_ready_idx on job/);
    expect(text).toMatch(/Index (Only )?Scan (using|on) job_pkey/);
  });

  it('ends a run and claims the next in one statement, still through the indexes', async () => {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM job WHERE status = 'running' LIMIT 1`);
    // Only its id and attempts reach the statement.
    const claimed = { id: rows[0]!.id, attempts: 1 } as JobRow;
    const text = await plans(claim(1, { claimed }));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).not.toMatch(/\bSort\b/);
    expect(text).toMatch(/Index Scan using job_ready_idx on job/);
  });

  it('prunes finished jobs oldest first through job_finished_idx', async () => {
    const text = await plans(new PgDialect().sqlToQuery(pruneStatement(30 * 86_400_000, 500)));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/Index (Only )?Scan using job_finished_idx on job/);
    expect(text).toMatch(/Index Scan (using|on) job_pkey/);
  });
});
