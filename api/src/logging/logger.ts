import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config';
import { redactLogLine } from './redact';

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
}

/**
 * Tests pass a destination to read what was logged; the server logs to stdout, asynchronously:
 * lines written while a write is under way leave together in the next one, instead of one
 * blocking write(2) per line under load (ADR 42). pino flushes what is pending on exit.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    hooks: { streamWrite: redactLogLine },
    serializers: {
      // For a `req` Fastify logs itself (the request line is request-log.ts's, without one).
      // Query strings are dropped: GET GraphQL requests carry variables there.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
