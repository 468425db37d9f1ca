import type { FormattedExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { textsIn, type TextFormatter } from '../../i18n';
import { toPublicError, type ErrorCode } from '../http/errors';

interface FormatterOptions {
  /** Production: "Did you mean …?" would map the schema for someone probing it. */
  hideSuggestions: boolean;
}

interface ClassifiedError {
  formatted: GraphQLFormattedError;
  statusCode: number;
  /** Retry-After for a passing failure (the database is out of reach). */
  retryAfterSeconds?: number;
  /** Set for 5xx: logged in full, never sent. */
  cause?: unknown;
}

/**
 * The GraphQL side of the one error policy (errors.ts): AppError → its message and
 * `extensions.code`; malformed or invalid operations → 400 with graphql-js's message;
 * anything else → 500 with the generic message. Messages of rejected operations are not
 * logged, because they can echo the caller's input (an SSN in a variable, say).
 */
export function createErrorFormatter({ hideSuggestions }: FormatterOptions) {
  const present = (message: string) =>
    truncate(hideSuggestions ? message.replace(/\s*Did you mean .*\?\s*$/s, '') : message);

  return function formatErrors(
    execution: { data?: unknown; errors: readonly GraphQLError[] },
    context: MercuriusContext,
  ): { statusCode: number; response: FormattedExecutionResult } {
    const log = context.reply?.log ?? context.app.log;
    // Resolved before execution (graphql/plugin.ts's preHandler): the formatter itself is synchronous.
    const texts = textsIn(context.reply?.request.languageNow ?? 'en');
    const classified = execution.errors.flatMap((error) => classify(error, texts));

    for (const { statusCode, cause, formatted } of classified) {
      if (cause !== undefined) log.error({ err: cause }, 'GraphQL operation failed');
      else log.info({ statusCode, errorCode: formatted.extensions?.code }, 'GraphQL operation rejected');
    }

    const retryAfter = Math.max(0, ...classified.map((error) => error.retryAfterSeconds ?? 0));
    if (retryAfter > 0) context.reply?.header('retry-after', String(retryAfter));

    const hasData = execution.data !== undefined && execution.data !== null;
    return {
      statusCode: hasData ? 200 : Math.max(...classified.map((error) => error.statusCode)),
      response: {
        data: (execution.data ?? null) as FormattedExecutionResult['data'],
        errors: classified.map(({ formatted }) => ({ ...formatted, message: present(formatted.message) })),
      },
    };
  };
}

/**
 * graphql-js quotes a rejected variable's value in its message ('Variable "$where" got invalid
 * value "…"'), twice for an enum: a megabyte sent is two megabytes answered. Long enough for
 * any message of ours, short enough not to echo a payload back.
 */
export const MAX_ERROR_MESSAGE_LENGTH = 500;

function truncate(message: string): string {
  return message.length <= MAX_ERROR_MESSAGE_LENGTH ? message : `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH)}…`;
}

function classify(error: GraphQLError, texts: TextFormatter): ClassifiedError[] {
  const original: unknown = error.originalError;

  // Mercurius wraps parse, validation, depth-limit and body-schema failures in one error
  // (MER_ERR_GQL_VALIDATION, or METHOD_NOT_ALLOWED for a mutation over GET) with the
  // individual problems in `errors`: all of them are the caller's.
  const wrapped = wrappedErrors(original);
  if (wrapped) {
    const status = clientStatus(original) ?? 400;
    return wrapped.map((child) => ({
      statusCode: status,
      formatted: {
        message: child.message,
        ...(isGraphQLError(child) && child.locations ? { locations: child.locations } : {}),
        extensions: { code: codeForRejected(child, status) },
      },
    }));
  }

  if (original === undefined || original === null) {
    // Raised by graphql-js itself. Without a path it concerns the request (a missing required
    // variable, an unknown operation name); with a path it is a field that broke its own
    // contract (e.g. null for a non-null field): our bug.
    return error.path === undefined
      ? [{ statusCode: 400, formatted: formatted(error, error.message, 'GRAPHQL_VALIDATION_FAILED') }]
      : [
          {
            statusCode: 500,
            cause: error,
            formatted: formatted(error, toPublicError(error, texts).message, 'INTERNAL_SERVER_ERROR'),
          },
        ];
  }

  const publicError = toPublicError(original, texts);
  return [
    {
      statusCode: publicError.statusCode,
      ...(publicError.retryAfterSeconds !== undefined ? { retryAfterSeconds: publicError.retryAfterSeconds } : {}),
      ...(publicError.statusCode >= 500 ? { cause: original } : {}),
      formatted: formatted(error, publicError.message, publicError.code),
    },
  ];
}

function formatted(error: GraphQLError, message: string, code: ErrorCode): GraphQLFormattedError {
  return {
    message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { code },
  };
}

function wrappedErrors(original: unknown): Error[] | null {
  // A yup ValidationError also has `errors`, a list of messages: it is a service's, not Mercurius's.
  if (typeof original !== 'object' || original === null || !('errors' in original)) return null;
  const { errors } = original;
  return Array.isArray(errors) && errors.length > 0 && errors.every((error) => error instanceof Error)
    ? (errors as Error[])
    : null;
}

function clientStatus(original: unknown): number | null {
  const status = (original as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function codeForRejected(child: Error, status: number): ErrorCode {
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  return child.message.startsWith('Syntax Error') ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
}

function isGraphQLError(error: Error): error is GraphQLError {
  return 'locations' in error;
}
