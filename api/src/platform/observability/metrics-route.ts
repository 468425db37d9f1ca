import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../database/database';
import { AppError } from '../http/errors';
import { createJobQueueRepository } from './job-queue-repository';
import { jobOldestReadyAge, jobQueueDepth, metricsRegistry } from './metrics';
import { sameBytes } from '../security/same-bytes';

export interface MetricsRouteOptions {
  db: Database;
  /** The bearer a scrape must present; null leaves /metrics open (sandbox only, see app.ts). */
  token: string | null;
}

/**
 * GET /metrics in the Prometheus text format (docs/adr/0039). With a token, only a scrape
 * that sends `Authorization: Bearer <token>` reads it; production registers the route only
 * when METRICS_TOKEN is set, so a production replica never serves it openly.
 */
export async function metricsRoutes(app: FastifyInstance, { db, token }: MetricsRouteOptions) {
  const jobs = createJobQueueRepository(db);
  const expected = token === null ? null : digest(token);

  app.get('/metrics', async (request, reply) => {
    if (expected && !presents(request, expected)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', 401, 'A valid metrics token is required');
    }
    await refreshJobQueue(jobs);
    void reply.header('cache-control', 'no-store').type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}

/** The gauges hold this scrape's rows only: a type whose backlog emptied reads 0, not its last value. */
async function refreshJobQueue(jobs: ReturnType<typeof createJobQueueRepository>): Promise<void> {
  const stats = await jobs.stats();
  jobQueueDepth.reset();
  jobOldestReadyAge.reset();
  for (const row of stats) {
    for (const state of ['ready', 'scheduled', 'running', 'failed'] as const) {
      jobQueueDepth.set({ type: row.type, state }, row[state]);
    }
    jobOldestReadyAge.set({ type: row.type }, row.oldestReadySeconds);
  }
}

/** Hashing both sides first gives equal lengths, so the comparison is constant time. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function presents(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return sameBytes(digest(header.slice('Bearer '.length).trim()), expected);
}
