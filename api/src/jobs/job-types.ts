/** What a handler gets: enough to act once, whatever attempt this is. */
export interface JobContext {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** 1 on the first run; a job whose worker died counts that run too. */
  attempt: number;
  /**
   * The enqueuer's idempotency key, or the job id when none was given: pass it to providers
   * and check it before any side effect, because a job can run again after its effect
   * happened (worker killed before it could mark the job done).
   */
  idempotencyKey: string;
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
