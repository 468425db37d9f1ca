/**
 * What keeps the portal's side effects and limits correct across replicas: the job outbox, the
 * payment provider's events already applied, and the rate limits' counters.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../instant';
import { NOW, createdAt, id, sqlList, updatedAt } from './columns';
import { JOB_EFFECT_STATES, JOB_STATUSES } from './values';

/**
 * Outbox: side effects (e-mail, SMS, PDFs, provider calls, webhooks) are written in the same
 * transaction as the change that causes them and run by a worker; idempotency_key makes a
 * retried enqueue a no-op.
 */
export const job = pgTable(
  'job',
  {
    id: id(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<(typeof JOB_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: instant('run_at').notNull().default(NOW),
    lockedUntil: instant('locked_until'),
    /** Which worker (replica host:pid) holds the claim: for an operator, and the replica tests. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The job's outside side effect (the SMS, the e-mail), recorded before and after the call
     * (docs/adr/0023): 'attempting' is committed before the vendor is called, so a run that
     * finds it knows an earlier run may have delivered; 'delivered' with the vendor's id after.
     */
    effectState: text('effect_state').$type<(typeof JOB_EFFECT_STATES)[number]>(),
    effectReference: text('effect_reference'),
    effectAt: instant('effect_at'),
  },
  (t) => [
    // Each query of the queue reads the one partial index made for it, in its order, so its
    // cost does not grow with the backlog or with the finished jobs (docs/architecture.md, Jobs):
    // claims of ready jobs,
    index('job_ready_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    // claims of jobs whose worker died (an expired lease), and the running count,
    index('job_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    // retention (finished jobs by age) and the failed count.
    index('job_finished_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} IN ('done', 'failed')`),
    check('job_status_valid', sql`${t.status} IN (${sqlList(JOB_STATUSES)})`),
    check('job_effect_state_valid', sql`${t.effectState} IN (${sqlList(JOB_EFFECT_STATES)})`),
  ],
);

/**
 * Payment-provider webhook events already applied (Dwolla event ids). The insert happens in the
 * transaction that acts on the event, so an event is acted on at most once and never lost.
 */
export const paymentsWebhookEvent = pgTable('payments_webhook_event', {
  eventId: text('event_id').primaryKey(),
  topic: text('topic').notNull(),
  /** The provider's resource (transfer, customer, funding source) the event is about. */
  resourceId: text('resource_id'),
  occurredAt: instant('occurred_at'),
  receivedAt: instant('received_at').notNull().default(NOW),
  /** What the portal did with it (applied, ignored-stale, …), for whoever investigates. */
  outcome: text('outcome').notNull(),
});

/**
 * Fixed-window request counters of the rate limits (@fastify/rate-limit's store,
 * api/src/platform/rate-limits/), shared by every replica so a limit holds whichever replica answers
 * (docs/adr/0036). One row per limit and key (e.g. the client IP); a row whose window has
 * ended counts again from 1.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: instant('resets_at').notNull(),
  },
  (t) => [index('rate_limit_counter_resets_at_idx').on(t.resetsAt)],
);
