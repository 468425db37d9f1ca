import { ERROR_TEXTS } from '@portal/shared/constants';
import { isTextDescriptor } from '@portal/shared/i18n';
import { ValidationError } from 'yup';
import { english, type TextDescriptor, type TextFormatter, textsIn } from '../../i18n';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable';

export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  // Money movement (transfers/): the browser tells these apart.
  'TRANSFER_IN_PROGRESS',
  'TRANSFER_START_FAILED',
  'EMAIL_SEND_FAILED',
  // A start above the tenant's step-up amount (identity/step-up): the browser asks for a passkey or code.
  'STEP_UP_REQUIRED',
  // Tenant API (tenant-api/): an Idempotency-Key sent again with another body (422).
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * An error the API means to report to the caller. Services throw these; the one error
 * handler (REST) and the GraphQL error formatter turn them into `{ message, code }` and
 * `extensions.code`. Anything else that escapes is treated as a bug: a 500 with the
 * generic message, details only in the log.
 */
export class AppError extends Error {
  /** The message as a catalogue text, answered in the request's language; null: English only (operator-facing). */
  readonly text: TextDescriptor | null;

  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    /** A catalogue text for a client-facing error; a plain string for callers that read English (tenant API, operators). */
    message: TextDescriptor | string,
    /**
     * A 5xx whose message was written for the user (requirements §8's transfer-start and e-mail
     * failures, naming a third party that failed): shown instead of the generic text.
     */
    readonly userFacing = false,
    /** Sent as Retry-After: a passing failure the caller should try again after. */
    readonly retryAfterSeconds?: number,
    /** Facts the caller acts on beside the message (the tries a code has left). */
    readonly details?: ErrorDetails,
  ) {
    // The English words stay the Error's message: logs and tests read it.
    super(english(message));
    this.text = typeof message === 'string' ? null : message;
    this.name = 'AppError';
  }
}

export const badUserInput = (message: TextDescriptor | string) => new AppError('BAD_USER_INPUT', 400, message);
export const notFound = (message: TextDescriptor | string) => new AppError('NOT_FOUND', 404, message);

/** What an error may tell the caller beside its message, in the REST body. */
export interface ErrorDetails {
  /** Wrong tries the phone's live code still takes before it is spent. */
  attemptsLeft?: number;
  /** STEP_UP_REQUIRED: whether the client has a passkey to step up with (else a text code). */
  passkey?: boolean;
}

export interface PublicError {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Sent as Retry-After: the failure is passing (the database is restarting, say). */
  retryAfterSeconds?: number;
  details?: ErrorDetails;
}

const CODE_BY_CLIENT_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * What the caller may see of an error, in the words of `texts` (the request's language; English
 * when none is given). Only the message of a 4xx is ever passed through.
 */
export function toPublicError(error: unknown, texts: TextFormatter = textsIn('en')): PublicError {
  const generic = texts.text(ERROR_TEXTS.GENERIC_ERROR);
  if (error instanceof AppError) {
    const retry = error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds };
    return error.httpStatus >= 500 && !error.userFacing
      ? { statusCode: error.httpStatus, code: error.code, message: generic, ...retry }
      : {
          statusCode: error.httpStatus,
          code: error.code,
          message: error.text ? texts.text(error.text) : error.message,
          ...retry,
          ...(error.details && { details: error.details }),
        };
  }
  if (error instanceof ValidationError) {
    // Each distinct message once: two rules of one field ('required', then 'matches') often share it.
    return { statusCode: 400, code: 'BAD_USER_INPUT', message: validationMessage(error.errors, texts) };
  }
  // Fastify's own client errors (invalid JSON, schema validation, body too large, …) carry a
  // 4xx statusCode and a message written for the caller.
  const statusCode = clientStatusOf(error);
  if (statusCode !== null && error instanceof Error) {
    return { statusCode, code: CODE_BY_CLIENT_STATUS[statusCode] ?? 'BAD_USER_INPUT', message: error.message };
  }
  // The database is out of reach: a passing fault, not a bug. The generic message asks the
  // user to try again in a few minutes; Retry-After tells a program when.
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: generic,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  return { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: generic };
}

function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : null;
}

/**
 * The messages of a failed validation in words, each distinct one once: two rules of one field
 * ('required', then 'matches') often share it. The shared schemas report catalogue descriptors.
 */
export function validationMessage(messages: readonly unknown[], texts: TextFormatter): string {
  const words = messages.map((message) => (isTextDescriptor(message) ? texts.text(message) : String(message)));
  return [...new Set(words)].join('; ');
}
