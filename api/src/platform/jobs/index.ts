// Durable side effects (docs/architecture.md): enqueue in the caller's transaction, run by startWorker.
export { exponentialBackoff, type BackoffOptions } from './backoff';
export { enqueue, enqueueMany, type EnqueuedJob, type NewJob } from './job-queue';
export { pruneFinishedJobs, type RetentionOptions } from './job-retention';
export {
  type JobContext,
  type JobDefinition,
  type JobEffect,
  type JobHandler,
  LeaseLostError,
  PermanentJobError,
  type RecordedEffect,
} from './job-types';
export { startWorker, type JobLogger, type Worker, type WorkerOptions } from './worker';
export {
  enqueueEmail,
  type EmailJob,
  type EmailJobAttachment,
  SEND_EMAIL_JOB,
  sendEmailJob,
} from './handlers/send-email';
export { enqueueSms, SEND_SMS_JOB, sendSmsJob, type SmsJob, type TextRecipients } from './handlers/send-sms';
