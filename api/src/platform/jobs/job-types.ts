import type { JOB_EFFECT_STATES } from '../database/schema';

export type JobEffectState = (typeof JOB_EFFECT_STATES)[number];

/** What earlier runs of the job recorded about its outside call. */
export interface RecordedEffect {
  state: JobEffectState;
  /** The vendor's id of what it accepted (Twilio SID, Message-ID), once delivered. */
  reference: string | null;
}

/**
 * The job's record of its one outside side effect (ADR 0023), kept on the job row. Each
 * write is fenced by the lease: a worker that lost the job cannot record anything, and the
 * write throws LeaseLostError (and aborts the job's signal) instead of letting it call the
 * vendor beside the new owner.
 */
export interface JobEffect {
  /** As the run found it: null when no earlier run reached the vendor. */
  readonly recorded: RecordedEffect | null;
  /** Commits 'attempting' before the vendor call, so a later run knows it may have happened. */
  attempting(): Promise<void>;
  /** The vendor accepted it; `reference` is its id. */
  delivered(reference: string): Promise<void>;
  /** The vendor answered no: nothing happened, a retry may call again. */
  refused(): Promise<void>;
}

/**
 * What a handler gets: enough to act once, whatever attempt this is. Handlers take what they
 * need by destructuring: `async ({ payload, signal, effect }) => …`.
 */
export interface JobContext {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** 1 on the first run; a job whose worker died counts that run too. */
  attempt: number;
  /**
   * The enqueuer's idempotency key, or the job id when none was given: pass it to providers
   * that honour one (Dwolla, Plaid; SMTP as the Message-ID).
   */
  idempotencyKey: string;
  /**
   * Aborted when this worker loses the job's lease (another worker has, or may have, taken
   * it over): stop, and pass it to anything that accepts one. Whatever the handler returns
   * after that is discarded; the job's new owner decides its outcome.
   */
  signal: AbortSignal;
  /** Record the outside call before and after making it; check `recorded` first. */
  effect: JobEffect;
}

export type JobHandler = (job: JobContext) => Promise<void>;

export interface JobDefinition {
  handle: JobHandler;
  /** Overrides the worker's maxAttempts for this type. */
  maxAttempts?: number;
  /** The payload holds secrets (an SMS code): erase it once the job is done or failed. */
  sensitivePayload?: boolean;
}

/** Thrown by a handler when running again cannot help (malformed payload, refused recipient). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** This worker no longer holds the job: another worker's run is the one that counts. */
export class LeaseLostError extends Error {
  constructor() {
    super('The job lease was lost to another worker');
    this.name = 'LeaseLostError';
  }
}

/** The run was stopped because its replica is shutting down; its job went back to the queue. */
export class JobReleasedError extends LeaseLostError {
  constructor() {
    super();
    this.name = 'JobReleasedError';
  }
}
