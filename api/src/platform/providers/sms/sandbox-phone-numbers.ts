/**
 * Magic recipients of the sandbox SMS provider (docs/sandbox.md). The first five are Twilio's
 * own test-credential numbers with Twilio's error codes, so code written against the sandbox
 * handles what Twilio really returns; the last two are the sandbox's own, for a delivery
 * failure after acceptance and for a temporary outage (to watch the job worker retry).
 */
export interface SandboxSmsRejection {
  /** Twilio error code. */
  code: string;
  message: string;
  retryable: boolean;
}

export const SANDBOX_SMS_REJECTIONS: Readonly<Record<string, SandboxSmsRejection>> = {
  '+15005550001': { code: '21211', message: "The 'To' number is not a valid phone number.", retryable: false },
  '+15005550002': {
    code: '21612',
    message: "The 'To' phone number is not currently reachable via SMS.",
    retryable: false,
  },
  '+15005550003': {
    code: '21408',
    message: 'Permission to send an SMS has not been enabled for the region.',
    retryable: false,
  },
  '+15005550004': { code: '21610', message: 'Attempt to send to unsubscribed recipient.', retryable: false },
  '+15005550009': { code: '21614', message: "The 'To' number is not a valid mobile number.", retryable: false },
  '+15005550429': { code: '20429', message: 'Too Many Requests.', retryable: true },
};

/** Accepted, then ends `undelivered` with Twilio's 30003 (unreachable handset). */
export const SANDBOX_SMS_UNDELIVERABLE = '+15005550030';
export const SANDBOX_SMS_UNDELIVERED_CODE = '30003';

/** Twilio's valid test sender, shown as the From of sandbox messages. */
export const SANDBOX_SMS_FROM = '+15005550006';
