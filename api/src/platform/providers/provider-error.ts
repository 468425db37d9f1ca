/**
 * What every adapter (real or sandbox) throws when the vendor refuses or fails a call, so
 * callers and the job worker decide on `retryable` alone, whatever the vendor. `code` is the
 * vendor's own (Twilio 21211, SMTP 550, S3 AccessDenied) for the log and last_error; `message`
 * must not carry message bodies or codes.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    message: string,
    /** False when sending the same request again cannot succeed (bad number, rejected mailbox). */
    readonly retryable: boolean,
    /**
     * True when the vendor's answer never arrived (connection reset, timeout): the call may
     * have taken effect. False when the vendor answered with a refusal: nothing happened.
     */
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Socket and DNS failures that happen before a request can leave this machine. */
const NOTHING_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether a failed call to a vendor certainly sent nothing: the connection was refused, or
 * the vendor's host did not resolve or was unreachable. A reset or a timeout is not in this
 * set: the request may have reached the vendor, so its outcome is unknown.
 */
export function sentNothing(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && NOTHING_SENT_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
