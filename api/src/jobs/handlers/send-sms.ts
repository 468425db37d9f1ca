import { object, string } from 'yup';
import type { Database, Transaction } from '../../db/database';
import type { SmsProvider } from '../../providers';
import { enqueue } from '../job-queue';
import { type JobDefinition, PermanentJobError } from '../job-types';

export const SEND_SMS_JOB = 'sms.send';

const payloadSchema = object({ to: string().required(), body: string().required().max(1600) });

export interface SmsJob {
  to: string;
  body: string;
}

/** Queues a text message; the key (e.g. `login-code:<phoneCodeId>`) makes enqueueing and sending once-only. */
export function enqueueSms(db: Database | Transaction, sms: SmsJob, idempotencyKey: string) {
  return enqueue(db, { type: SEND_SMS_JOB, payload: { ...sms }, idempotencyKey });
}

/** The body usually holds a one-time code, so the payload is erased once the job is finished. */
export function sendSmsJob(sms: SmsProvider): JobDefinition {
  return {
    sensitivePayload: true,
    async handle(job) {
      const payload = await payloadSchema.validate(job.payload).catch(() => {
        throw new PermanentJobError('Malformed sms.send payload');
      });
      await sms.send({ to: payload.to, body: payload.body, idempotencyKey: job.idempotencyKey });
    },
  };
}
