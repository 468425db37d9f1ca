import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { textsIn } from '../../i18n';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { toPublicError } from './errors';

/**
 * The REST side of the one error policy (errors.ts): every error becomes `{ message, code }`
 * with its HTTP status, plus what the caller acts on when the error says it (`retryAfterSeconds`
 * beside the Retry-After header, which a browser's fetch wrapper does not pass on; the
 * `attemptsLeft` of a wrong code); 5xx details go to the log only. The message is in the request's
 * language. GraphQL errors take the same path
 * through platform/graphql/error-formatter.ts.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error, request, reply) => {
      // In the request's language (platform/http/request-language.ts); English before that plugin is up.
      // With the database out of reach, no lookup of the tenant's default: the best guess at once.
      const language = !('language' in request)
        ? 'en'
        : isDatabaseUnavailable(error)
          ? request.languageNow
          : await request.language().catch(() => request.languageNow);
      const { statusCode, code, message, retryAfterSeconds, details } = toPublicError(error, textsIn(language));
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode, errorCode: code }, 'request rejected');
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply
        .code(statusCode)
        .send({ message, code, ...(retryAfterSeconds !== undefined && { retryAfterSeconds }), ...details });
    });
  },
  { name: 'error-handler' },
);
