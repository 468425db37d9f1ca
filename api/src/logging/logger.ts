import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config';
import { redactLogLine } from './redact';

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
}

/** Tests pass a destination to read what was logged; the server logs to stdout. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    hooks: { streamWrite: redactLogLine },
    serializers: {
      // Query strings are dropped: GET GraphQL requests carry variables there.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
