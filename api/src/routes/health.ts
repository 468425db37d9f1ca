import type { FastifyInstance } from 'fastify';

/** Probes for orchestrators, at the root (not under the API base) where they expect them. */
export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers. Deliberately touches nothing else.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Readiness: the database answers, so traffic can be sent here.
  app.get('/readyz', async (request, reply) => {
    try {
      await app.services.health.checkDatabase();
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unreachable');
      return reply.code(503).send({ status: 'unavailable', code: 'SERVICE_UNAVAILABLE' });
    }
  });
}
