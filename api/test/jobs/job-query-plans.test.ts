/**
 * The queue's statements read their partial indexes in order at any backlog: PostgreSQL's
 * plan for each, at 100k waiting jobs beside 20k finished ones, has no sequential scan and
 * no sort (a claim that scanned and sorted every due row would cost more with every job
 * waiting). The planner is PostgreSQL's own on both drivers: one is enough.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { claimStatement } from '../../src/platform/jobs/job-claims';
import type { JobRow } from '../../src/platform/jobs/job-queue';
import { pruneStatement } from '../../src/platform/jobs/job-retention';
import { openEmptyDatabase, driversFor } from '../support/test-databases';

describe.each(driversFor('one'))('job queue query plans at a 100k backlog on %s', (driver) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openEmptyDatabase(driver);
    await database.migrate();
    const db = database.db;
    await db.execute(sql`DELETE FROM job`);
    // 100k due jobs of three types, 20k finished a month ago, 1k running (a tenth past their lease).
    await db.execute(sql`
      INSERT INTO job (type, status, run_at)
      SELECT (ARRAY['sms.send', 'email.send', 'transfer.reconcile'])[1 + n % 3], 'pending',
        now() - interval '1 hour' + n * interval '1 millisecond'
      FROM generate_series(1, 100000) AS n`);
    await db.execute(sql`
      INSERT INTO job (type, status, run_at, updated_at)
      SELECT 'sms.send', CASE WHEN n % 10 = 0 THEN 'failed' ELSE 'done' END, now() - interval '40 days',
        now() - interval '40 days' + n * interval '1 second'
      FROM generate_series(1, 20000) AS n`);
    await db.execute(sql`
      INSERT INTO job (type, status, attempts, run_at, locked_until)
      SELECT 'email.send', 'running', 1, now() - interval '2 hours',
        now() + CASE WHEN n % 10 = 0 THEN interval '-1 minute' ELSE interval '1 minute' END
      FROM generate_series(1, 1000) AS n`);
    await db.execute(sql`ANALYZE job`);
  }, 120_000);
  afterAll(() => database?.close());

  const plan = async (statement: SQL) => {
    const result = await database.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statement}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  const claim = (limit: number) =>
    claimStatement({ types: ['sms.send', 'email.send'], leaseMs: 60_000, workerId: 'plan-test', limit });

  it.each([1, 16])('claims %i job(s) through job_lease_idx and job_ready_idx, in index order', async (limit) => {
    const text = await plan(claim(limit));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).not.toMatch(/\bSort\b/);
    expect(text).toMatch(/Index Scan using job_lease_idx on job/);
    expect(text).toMatch(/Index Scan using job_ready_idx on job/);
  });

  it('ends a run and claims the next in one statement, still through the indexes', async () => {
    const [running] = (
      await database.db.execute<{ id: string }>(sql`SELECT id FROM job WHERE status = 'running' LIMIT 1`)
    ).rows;
    // Only its id and attempts reach the statement.
    const claimed = { id: running!.id, attempts: 1 } as JobRow;
    const text = await plan(
      claimStatement({
        types: ['sms.send'],
        leaseMs: 60_000,
        workerId: 'plan-test',
        limit: 1,
        finish: { claimed, outcome: { kind: 'done', erasePayload: false } },
      }),
    );
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/Index Scan using job_pkey on job/);
    expect(text).toMatch(/Index Scan using job_ready_idx on job/);
  });

  it('prunes finished jobs oldest first through job_finished_idx', async () => {
    const text = await plan(pruneStatement(30 * 86_400_000, 500));
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/Index (Only )?Scan using job_finished_idx on job/);
    expect(text).toMatch(/Index Scan (using|on) job_pkey/);
  });
});
