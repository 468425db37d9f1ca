import type { FastifyInstance } from 'fastify';

/** Probes for orchestrators, at the root (not under the API base) where they expect them. */
export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers. Deliberately touches nothing else.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Readiness: the database answers, so traffic can be sent here; not while shutting down,
  // so the load balancer sends the traffic elsewhere before the server stops listening.
  app.get('/readyz', async (request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining', code: 'SERVICE_UNAVAILABLE' });
    try {
      await app.services.health.checkDatabase();
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unreachable');
      return reply.code(503).send({ status: 'unavailable', code: 'SERVICE_UNAVAILABLE' });
    }
  });
}
