import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { graphqlOperationLabel } from './graphql-operation';
import { recordGraphqlOperation, recordHttpRequest } from './metrics';

/**
 * One onResponse hook for every route: the route's pattern (`/api/transfers/:id`, never the
 * raw URL) and Fastify's own elapsed time. A request no route matched is `unmatched`, so
 * probing random URLs adds no series. GraphQL requests are also counted per operation.
 */
export const httpMetricsPlugin = fp(
  async (app: FastifyInstance, { graphqlPath }: { graphqlPath: string }) => {
    // A callback hook, not an async one: it runs on every request and awaits nothing (ADR 48).
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const seconds = reply.elapsedTime / 1000;
      recordHttpRequest(request.method, route, reply.statusCode, seconds);
      if (route === graphqlPath) {
        const { operation, type } = graphqlOperationLabel(request.method === 'GET' ? request.query : request.body);
        recordGraphqlOperation(operation, type, reply.statusCode, seconds);
      }
      done();
    });
  },
  { name: 'http-metrics' },
);
