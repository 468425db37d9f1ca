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
