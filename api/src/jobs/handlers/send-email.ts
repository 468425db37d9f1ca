import { array, object, string } from 'yup';
import type { Database, Transaction } from '../../db/database';
import type { EmailAttachment, EmailProvider, ObjectStore } from '../../providers';
import { enqueue } from '../job-queue';
import { type JobDefinition, PermanentJobError } from '../job-types';

export const SEND_EMAIL_JOB = 'email.send';

/** Attachments are referenced by object-store key: PDFs do not belong in the job table. */
export interface EmailJobAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

export interface EmailJob {
  to: string[];
  cc?: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: EmailJobAttachment[];
}

const payloadSchema = object({
  to: array(string().required()).required().min(1),
  cc: array(string().required()).default([]),
  subject: string().required(),
  html: string().required(),
  text: string().required(),
  attachments: array(
    object({ filename: string().required(), contentType: string().required(), storageKey: string().required() }),
  ).default([]),
});

/** Queues an e-mail; the key (e.g. `receipt:<transferId>:<n>`) makes enqueueing and sending once-only. */
export function enqueueEmail(db: Database | Transaction, email: EmailJob, idempotencyKey: string) {
  return enqueue(db, { type: SEND_EMAIL_JOB, payload: { ...email }, idempotencyKey });
}

export function sendEmailJob(email: EmailProvider, objectStore: ObjectStore): JobDefinition {
  return {
    async handle(job) {
      const payload = await payloadSchema.validate(job.payload).catch(() => {
        throw new PermanentJobError('Malformed email.send payload');
      });
      const attachments: EmailAttachment[] = [];
      for (const { filename, contentType, storageKey } of payload.attachments) {
        const stored = await objectStore.get(storageKey);
        if (!stored) throw new PermanentJobError('An e-mail attachment is missing from the object store');
        attachments.push({ filename, contentType, content: stored.body });
      }
      await email.send({ ...payload, attachments, idempotencyKey: job.idempotencyKey });
    },
  };
}
