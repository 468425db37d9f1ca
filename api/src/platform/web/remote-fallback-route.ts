/**
 * POST {apiBase}/remote-fallbacks: a page's remote release failed to load or threw, and the
 * shell loaded the tenant's previous release instead (shell/src/remotes/remote-fallback.ts,
 * docs/releases.md); counted on /metrics by module and failed release.
 *
 * Anyone can post here, so nothing posted becomes a label unchecked: the module must be one of
 * the deployment's, the release one published in the releases folder (or 'build', the
 * package's own), and each address may report a few times a minute.
 */
import type { FastifyInstance } from 'fastify';
import { REMOTE_PACKAGES } from '@portal/shared/build/modules';
import { isReleased } from '@portal/shared/releases';
import { badUserInput } from '../http/errors';
import { recordRemoteFallback } from '../observability';
import type { ModuleId } from './deployment';

/** A page falls back at most once per module; more than this a minute is not a page. */
const REPORTS_PER_IP_PER_MINUTE = 60;

const reportSchema = {
  type: 'object',
  required: ['module', 'release'],
  additionalProperties: false,
  properties: {
    module: { type: 'string', enum: Object.keys(REMOTE_PACKAGES) },
    // A release folder's name: `<version>-<hash>`, or 'build'.
    release: { type: 'string', maxLength: 64, pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]*$' },
  },
} as const;

export async function remoteFallbackRoute(app: FastifyInstance, { releasesDir }: { releasesDir: string | null }) {
  const perAddress = app.rateLimit({
    max: REPORTS_PER_IP_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `remote-fallbacks:${request.ip}`,
  });
  app.post<{ Body: { module: ModuleId; release: string } }>(
    '/remote-fallbacks',
    { onRequest: perAddress, bodyLimit: 256, schema: { body: reportSchema } },
    async (request, reply) => {
      const { module, release } = request.body;
      const published =
        release === 'build' || (releasesDir !== null && isReleased(releasesDir, REMOTE_PACKAGES[module], release));
      if (!published) throw badUserInput('Not a release of this module');
      recordRemoteFallback(module, release);
      return reply.code(204).send();
    },
  );
}
