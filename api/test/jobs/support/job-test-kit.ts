import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Database, DatabaseDriver, DatabaseHandle } from '../../../src/platform/database/database';
import type { JobContext, Worker } from '../../../src/platform/jobs';
import { openEmptyDatabase } from '../../support/test-databases';
import { job } from '../../../src/platform/database/schema';

export type JobRow = typeof job.$inferSelect;

/** A job's handler context as the worker gives it on a first run (no vendor effect recorded before). */
export function firstRunContext(row: { id: string; type: string; payload: Record<string, unknown> }): JobContext {
  return {
    id: row.id,
    type: row.type,
    payload: row.payload,
    attempt: 1,
    idempotencyKey: row.id,
    signal: new AbortController().signal,
    effect: { recorded: null, attempting: async () => {}, delivered: async () => {}, refused: async () => {} },
  };
}

export async function readJob(db: Database, id: string): Promise<JobRow> {
  const [row] = await db.select().from(job).where(eq(job.id, id));
  if (!row) throw new Error(`No job ${id}`);
  return row;
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function waitForJobStatus(
  db: Database,
  id: string,
  status: JobRow['status'],
  timeoutMs?: number,
): Promise<JobRow> {
  return waitFor(
    async () => {
      const row = await readJob(db, id);
      return row.status === status ? row : undefined;
    },
    timeoutMs,
    `job ${id} to be ${status}`,
  );
}

/** A pino logger writing into memory, so tests can assert what was (not) logged. */
export function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('') };
}

/**
 * A job suite's database: empty and migrated once per suite, its job table emptied before each
 * test; the workers a test pushes onto `workers` are stopped after it.
 */
export function useJobDatabase(driver: DatabaseDriver) {
  const suite = { database: undefined as unknown as DatabaseHandle, workers: [] as Worker[] };
  beforeAll(async () => {
    suite.database = await openEmptyDatabase(driver);
    await suite.database.migrate();
  });
  afterAll(() => suite.database?.close());
  beforeEach(() => suite.database.db.delete(job));
  afterEach(async () => {
    await Promise.all(suite.workers.map((worker) => worker.stop()));
    suite.workers = [];
  });
  return suite;
}
