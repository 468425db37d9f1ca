import { GENERIC_ERROR } from '@portal/shared/constants';
import { ValidationError } from 'yup';
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
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    message: string,
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
    super(message);
    this.name = 'AppError';
  }
}

export const badUserInput = (message: string) => new AppError('BAD_USER_INPUT', 400, message);
export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);

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

/** What the caller may see of an error. Only the message of a 4xx is ever passed through. */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof AppError) {
    const retry = error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds };
    return error.httpStatus >= 500 && !error.userFacing
      ? { statusCode: error.httpStatus, code: error.code, message: GENERIC_ERROR, ...retry }
      : {
          statusCode: error.httpStatus,
          code: error.code,
          message: error.message,
          ...retry,
          ...(error.details && { details: error.details }),
        };
  }
  if (error instanceof ValidationError) {
    // Each distinct message once: two rules of one field ('required', then 'matches') often share it.
    return { statusCode: 400, code: 'BAD_USER_INPUT', message: [...new Set(error.errors)].join('; ') };
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
      message: GENERIC_ERROR,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  return { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR };
}

function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : null;
}
