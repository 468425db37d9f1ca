import { array, object, string } from 'yup';
import type { Database, Transaction } from '../../database/database';
import {
  type EmailAttachment,
  type EmailProvider,
  type EmailSendResult,
  type ObjectStore,
  ProviderError,
} from '../../providers';
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

/**
 * At least once, deduplicated by the receiver (ADR 0023): SMTP has no idempotency, but every
 * send of one job carries the same Message-ID (from the idempotency key). 'attempting' is
 * committed before the call and 'delivered' after; a run that finds 'delivered' sends
 * nothing, and one that finds 'attempting' (the worker died mid-call) sends again with the
 * same Message-ID, because a receipt that never arrives is worse than one a mail system
 * shows once.
 */
export function sendEmailJob(email: EmailProvider, objectStore: ObjectStore): JobDefinition {
  return {
    async handle({ payload: raw, signal, effect, idempotencyKey }) {
      const payload = await payloadSchema.validate(raw).catch(() => {
        throw new PermanentJobError('Malformed email.send payload');
      });
      if (effect.recorded?.state === 'delivered') return;
      const attachments: EmailAttachment[] = [];
      for (const { filename, contentType, storageKey } of payload.attachments) {
        const stored = await objectStore.get(storageKey);
        if (!stored) throw new PermanentJobError('An e-mail attachment is missing from the object store');
        attachments.push({ filename, contentType, content: stored.body });
      }
      signal.throwIfAborted();
      await effect.attempting();
      let sent: EmailSendResult;
      try {
        sent = await email.send({ ...payload, attachments, idempotencyKey });
      } catch (error) {
        if (error instanceof ProviderError && !error.outcomeUnknown) await effect.refused();
        throw error;
      }
      await effect.delivered(sent.id);
    },
  };
}
