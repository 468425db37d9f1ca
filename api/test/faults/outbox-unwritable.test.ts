/**
 * A text message whose sending failed before it reached the vendor is sent later, once: here
 * the sandbox's vendor is its outbox on disk, made unwritable for a while (as a full or
 * read-only disk would). Before, the leftover 'attempting' record made the job give up as
 * "maybe sent", and the texts (sign-in codes among them) were never sent.
 */
import { mkdir, mkdtemp, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/platform/database/database';
import { job } from '../../src/platform/database/schema';
import { enqueueSms, SEND_SMS_JOB, sendSmsJob, startWorker, type Worker } from '../../src/platform/jobs';
import { SandboxOutbox } from '../../src/platform/providers';
import { SandboxSmsProvider } from '../../src/platform/providers/sms/sandbox-sms-provider';
import { captureLogs, waitFor } from '../jobs/support/job-test-kit';
import { openEmptyDatabase, driversFor } from '../support/test-databases';

const PHONES = Array.from({ length: 6 }, (_, n) => `+1512555${String(1000 + n)}`);

describe.each(driversFor('one'))('texts while the outbox cannot be written (%s)', (driver) => {
  let database: DatabaseHandle;
  let directory: string;
  let worker: Worker | undefined;

  beforeAll(async () => {
    database = await openEmptyDatabase(driver);
    await database.migrate();
    directory = await mkdtemp(path.join(tmpdir(), 'portal-outbox-fault-'));
  });
  afterAll(async () => {
    await worker?.stop();
    await database?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('retries each text that was not sent and sends it exactly once when the disk is back', async () => {
    const outbox = new SandboxOutbox(directory);
    const logs = captureLogs();
    const sms = new SandboxSmsProvider(outbox, '+15005550006', logs.logger);
    const outboxFile = path.join(directory, 'outbox.jsonl');
    // The outbox file turned into a folder: every append fails (EISDIR), even as root.
    await mkdir(outboxFile);

    const ids: string[] = [];
    for (const [n, to] of PHONES.entries()) {
      const queued = await enqueueSms(
        database.db,
        { to, body: `${100000 + n} is your code` },
        `fault-sms:${driver}:${n}`,
      );
      ids.push(queued.id);
    }
    worker = startWorker({
      db: database.db,
      handlers: { [SEND_SMS_JOB]: sendSmsJob(sms) },
      pollMs: 20,
      backoff: () => 100,
      maxAttempts: 1_000,
      logger: logs.logger,
    });
    const jobs = () => database.db.select().from(job).where(inArray(job.id, ids));
    // Every job has failed to send at least twice, each time recorded as nothing sent.
    await waitFor(
      async () => (await jobs()).every((row) => row.attempts >= 2) || undefined,
      10_000,
      'the failing attempts',
    );
    for (const row of await jobs()) {
      expect(row.status).not.toBe('failed');
      // Between runs, each is recorded as not sent (a run in progress has just written 'attempting').
      if (row.status === 'pending') expect(row.effectState).toBe('refused');
    }

    await rmdir(outboxFile);
    await waitFor(
      async () => (await jobs()).every((row) => row.status === 'done') || undefined,
      10_000,
      'the texts sent',
    );
    const sent = await outbox.list();
    expect(sent.map((message) => message.to[0]).sort()).toEqual([...PHONES].sort());
    expect(new Set(sent.map((message) => message.id)).size).toBe(PHONES.length);
    // The codes never reach the log.
    expect(logs.text()).not.toMatch(/10000\d is your code/);
  });
});
