import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept when a proxy or a caller could have meant it as one (letters, digits
 * and `._:-`, at most 128): anything else, e.g. a line break that would forge a log line or a
 * megabyte, gets a fresh UUID instead.
 */
const WELL_FORMED_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the request id that Fastify binds to every log line of the request
 * (`reqId`) and that the answer carries in `x-request-id`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** The part of the URL that is logged: query strings are dropped (GET GraphQL requests carry variables there). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One log line per request, when the answer has gone: Fastify's "incoming request" line is
 * dropped and its "request completed" line (with the `req`/`res` serializers) replaced by this
 * flat one (ADR 42). Fastify binds `reqId` to every line of the request.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: pathOf(request.url),
      host: request.host,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/** Every answer, errors included, names its request id, so a reported failure can be found in the log. */
export const requestIdHeaderPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id-header' },
);
