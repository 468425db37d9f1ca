import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../../../src/platform/database/database';
import { job } from '../../../src/platform/database/schema';

export type JobRow = typeof job.$inferSelect;

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
