import { object, string } from 'yup';
import type { Database, Transaction } from '../../database/database';
import { isOptOutRefusal, ProviderError, type SmsProvider, type SmsSendResult } from '../../providers';
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

/**
 * What the job tells the rest of the portal about a recipient, from what the vendor answered
 * (the composition root keeps it in sms_opt_out for /account).
 */
export interface TextRecipients {
  /** The vendor refused `to` because the person replied STOP (Twilio 21610). */
  optedOut(to: string): Promise<void>;
  /** A text to `to` got through: whatever opt-out was recorded is over (the person replied START). */
  reached(to: string): Promise<void>;
}

export const SMS_OUTCOME_UNKNOWN =
  'An earlier run may have sent this text message (it stopped after calling the provider): not sent again';

/**
 * At most once (ADR 0023): Twilio has no idempotency, so a message is never sent a second
 * time once a run may have sent it. 'attempting' is committed before the call; a run that
 * finds it (the worker died mid-call, or Twilio's answer never came) ends the job failed
 * instead of texting again. A refusal Twilio answered (bad number, 5xx) sent nothing, so a
 * retry may send. The body usually holds a one-time code, so the payload is erased once the
 * job is finished; the person asks for a new code if this one never arrives.
 *
 * A recipient who replied STOP is refused by the vendor (21610): permanent for this message,
 * so the job fails at once instead of retrying, and `recipients` records the opt-out. The
 * vendor stays the authority (it refuses whatever we believe), so later texts are still
 * tried: after START they get through, and that clears the record.
 */
export function sendSmsJob(sms: SmsProvider, recipients?: TextRecipients): JobDefinition {
  return {
    sensitivePayload: true,
    async handle({ payload: raw, signal, effect }) {
      const payload = await payloadSchema.validate(raw).catch(() => {
        throw new PermanentJobError('Malformed sms.send payload');
      });
      // A run that died after the send but before clearing the record clears it now.
      if (effect.recorded?.state === 'delivered') return recipients?.reached(payload.to);
      if (effect.recorded?.state === 'attempting') throw new PermanentJobError(SMS_OUTCOME_UNKNOWN);
      signal.throwIfAborted();
      await effect.attempting();
      let sent: SmsSendResult;
      try {
        sent = await sms.send({ to: payload.to, body: payload.body });
      } catch (error) {
        // An answered refusal sent nothing; without an answer the record stays 'attempting'.
        if (error instanceof ProviderError && !error.outcomeUnknown) await effect.refused();
        if (isOptOutRefusal(error)) await recipients?.optedOut(payload.to);
        throw error;
      }
      await effect.delivered(sent.id);
      await recipients?.reached(payload.to);
    },
  };
}
