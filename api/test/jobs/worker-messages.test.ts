import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { job } from '../../src/platform/database/schema';
import {
  enqueueEmail,
  enqueueSms,
  SEND_EMAIL_JOB,
  SEND_SMS_JOB,
  sendEmailJob,
  sendSmsJob,
  startWorker,
  type WorkerOptions,
} from '../../src/platform/jobs';
import { SMS_OUTCOME_UNKNOWN } from '../../src/platform/jobs/handlers/send-sms';
import { ProviderError, SandboxOutbox, type EmailProvider, type SmsProvider } from '../../src/platform/providers';
import { SandboxEmailProvider } from '../../src/platform/providers/email/sandbox-email-provider';
import { SandboxSmsProvider } from '../../src/platform/providers/sms/sandbox-sms-provider';
import { LocalObjectStore } from '../../src/platform/providers/storage/local-object-store';
import { driversFor } from '../support/test-databases';
import { captureLogs, waitForJobStatus, useJobDatabase } from './support/job-test-kit';

// Both drivers: the job queue claims rows with FOR UPDATE SKIP LOCKED, a lock each driver implements.
describe.each(driversFor('both'))('job worker: message jobs on %s', (driver) => {
  const suite = useJobDatabase(driver);
  const silent = captureLogs().logger;

  const start = (options: Partial<WorkerOptions> & Pick<WorkerOptions, 'handlers'>) => {
    const worker = startWorker({ db: suite.database.db, pollMs: 20, backoff: () => 0, logger: silent, ...options });
    suite.workers.push(worker);
    return worker;
  };

  describe('message jobs', () => {
    let directory: string;
    let outbox: SandboxOutbox;
    let objects: LocalObjectStore;

    beforeEach(async () => {
      directory = await mkdtemp(path.join(tmpdir(), 'jobs-outbox-'));
      outbox = new SandboxOutbox(path.join(directory, 'sandbox'));
      objects = new LocalObjectStore({ root: path.join(directory, 'objects'), publicPath: '/api/sandbox/objects' });
    });
    afterEach(() => rm(directory, { recursive: true, force: true }));

    const receipt = (storageKey?: string) => ({
      to: ['buyer@example.com'],
      subject: 'Your receipt',
      html: '<p>Thanks</p>',
      text: 'Thanks',
      attachments: storageKey ? [{ filename: 'receipt.pdf', contentType: 'application/pdf', storageKey }] : [],
    });

    it('sends an e-mail again, with the same Message-ID, when the run that sent it died before recording it (at least once)', async () => {
      const sandbox = new SandboxEmailProvider(outbox, 'Portal <no-reply@portal.test>', silent);
      let sends = 0;
      // The first send reaches the provider, then the "worker" fails before it can record it.
      const crashingAfterSend: EmailProvider = {
        async send(message) {
          const result = await sandbox.send(message);
          sends += 1;
          if (sends === 1) throw new Error('connection to the database lost');
          return result;
        },
      };
      const pdf = Buffer.from('%PDF-1.7 receipt');
      await objects.put('tenants/t1/clients/c1/receipt/r1.pdf', pdf, 'application/pdf');
      const { id } = await enqueueEmail(
        suite.database.db,
        receipt('tenants/t1/clients/c1/receipt/r1.pdf'),
        'receipt:transfer-1:buyer@example.com',
      );
      start({ handlers: { [SEND_EMAIL_JOB]: sendEmailJob(crashingAfterSend, objects) } });

      const done = await waitForJobStatus(suite.database.db, id, 'done');
      expect(done).toMatchObject({ attempts: 2, effectState: 'delivered' });
      // SMTP has no idempotency: the sandbox, like a relay, delivered both sends...
      const inbox = await outbox.list({ to: 'buyer@example.com' });
      expect(inbox).toHaveLength(2);
      expect(inbox[0]).toMatchObject({
        subject: 'Your receipt',
        attachments: [{ filename: 'receipt.pdf', sizeBytes: pdf.length }],
      });
      // ...with one Message-ID, which is what the receiving mail system drops the copy by.
      expect(inbox[0]?.messageIdHeader).toMatch(/^<[0-9a-f]{32}@portal\.test>$/);
      expect(inbox[1]?.messageIdHeader).toBe(inbox[0]?.messageIdHeader);
      expect(done.effectReference).toBe(inbox[0]?.id);
    });

    it('does not send an e-mail again when an earlier run recorded it delivered (died before marking the job done)', async () => {
      const sandbox = new SandboxEmailProvider(outbox, 'Portal <no-reply@portal.test>', silent);
      const { id } = await enqueueEmail(suite.database.db, receipt(), 'receipt:transfer-2:buyer@example.com');
      await suite.database.db
        .update(job)
        .set({
          effectState: 'delivered',
          effectReference: 'EM-earlier',
          status: 'running',
          attempts: 1,
          lockedUntil: new Date(Date.now() - 1_000),
        })
        .where(eq(job.id, id));
      start({ handlers: { [SEND_EMAIL_JOB]: sendEmailJob(sandbox, objects) } });
      expect(await waitForJobStatus(suite.database.db, id, 'done')).toMatchObject({
        attempts: 2,
        effectReference: 'EM-earlier',
      });
      expect(await outbox.list()).toEqual([]);
    });

    it('never texts twice: a run that finds the SMS attempting (the earlier run died mid-call) fails it unsent (at most once)', async () => {
      const sms = new SandboxSmsProvider(outbox, '+15005550006', silent);
      const { id } = await enqueueSms(
        suite.database.db,
        { to: '+15125550100', body: 'Your code is 482913' },
        'login-code:3',
      );
      await suite.database.db
        .update(job)
        .set({ effectState: 'attempting', status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1_000) })
        .where(eq(job.id, id));
      start({ handlers: { [SEND_SMS_JOB]: sendSmsJob(sms) } });
      const failed = await waitForJobStatus(suite.database.db, id, 'failed');
      expect(failed).toMatchObject({ attempts: 2, payload: {} });
      expect(failed.lastError).toContain(SMS_OUTCOME_UNKNOWN);
      expect(await outbox.list()).toEqual([]);
    });

    it('texts once when Twilio took the message but its answer was lost (the sandbox would deliver a repeat)', async () => {
      const sandbox = new SandboxSmsProvider(outbox, '+15005550006', silent);
      let calls = 0;
      const answerLost: SmsProvider = {
        async send(message) {
          calls += 1;
          await sandbox.send(message);
          throw new ProviderError('twilio', 'NETWORK', 'socket hang up', true, true);
        },
      };
      const { id } = await enqueueSms(
        suite.database.db,
        { to: '+15125550100', body: 'Your code is 111222' },
        'login-code:4',
      );
      start({ handlers: { [SEND_SMS_JOB]: sendSmsJob(answerLost) } });
      const failed = await waitForJobStatus(suite.database.db, id, 'failed');
      expect(failed.lastError).toContain(SMS_OUTCOME_UNKNOWN);
      expect(calls).toBe(1);
      expect(await outbox.list({ to: '+15125550100' })).toHaveLength(1);
    });

    it('sends again after a refusal Twilio answered (nothing was sent), and records the delivery', async () => {
      const sandbox = new SandboxSmsProvider(outbox, '+15005550006', silent);
      let calls = 0;
      const busyOnce: SmsProvider = {
        async send(message) {
          calls += 1;
          if (calls === 1) throw new ProviderError('twilio', '20503', 'Service unavailable', true);
          return sandbox.send(message);
        },
      };
      const { id } = await enqueueSms(
        suite.database.db,
        { to: '+15125550100', body: 'Your code is 333444' },
        'login-code:5',
      );
      start({ handlers: { [SEND_SMS_JOB]: sendSmsJob(busyOnce) } });
      const done = await waitForJobStatus(suite.database.db, id, 'done');
      const inbox = await outbox.list({ to: '+15125550100' });
      expect(inbox).toHaveLength(1);
      expect(done).toMatchObject({ attempts: 2, effectState: 'delivered', effectReference: inbox[0]?.id });
    });

    it('fails an e-mail job whose attachment is missing, without sending', async () => {
      const sandbox = new SandboxEmailProvider(outbox, 'Portal <no-reply@portal.test>', silent);
      const { id } = await enqueueEmail(
        suite.database.db,
        {
          to: ['buyer@example.com'],
          subject: 's',
          html: '<p>h</p>',
          text: 't',
          attachments: [
            { filename: 'x.pdf', contentType: 'application/pdf', storageKey: 'tenants/t1/clients/c1/receipt/gone.pdf' },
          ],
        },
        'missing-attachment',
      );
      start({ handlers: { [SEND_EMAIL_JOB]: sendEmailJob(sandbox, objects) } });
      expect(await waitForJobStatus(suite.database.db, id, 'failed')).toMatchObject({ attempts: 1 });
      expect(await outbox.list()).toEqual([]);
    });

    it('sends an SMS, erases the code from the job table and never logs it', async () => {
      const { logger, text } = captureLogs();
      const sms = new SandboxSmsProvider(outbox, '+15005550006', logger);
      const { id } = await enqueueSms(
        suite.database.db,
        { to: '+15005550006', body: 'Your code is 482913' },
        'login-code:1',
      );
      start({ logger, handlers: { [SEND_SMS_JOB]: sendSmsJob(sms) } });

      expect(await waitForJobStatus(suite.database.db, id, 'done')).toMatchObject({ payload: {} });
      expect((await outbox.list({ to: '+15005550006' }))[0]?.text).toBe('Your code is 482913');
      expect(text()).toContain(id);
      expect(text()).not.toContain('482913');
    });

    it('fails an SMS to a number the provider refuses, without retrying', async () => {
      const sms = new SandboxSmsProvider(outbox, '+15005550006', silent);
      const { id } = await enqueueSms(
        suite.database.db,
        { to: '+15005550001', body: 'Your code is 111111' },
        'login-code:2',
      );
      start({ handlers: { [SEND_SMS_JOB]: sendSmsJob(sms) } });
      const failed = await waitForJobStatus(suite.database.db, id, 'failed');
      expect(failed).toMatchObject({ attempts: 1, payload: {} });
      expect(failed.lastError).toMatch(/^sandbox-sms 21211/);
    });
  });
});
