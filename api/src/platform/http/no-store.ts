import type { FastifyReply, FastifyRequest } from 'fastify';

/** onSend hook for routes whose answers hold tokens or personal data: no cache, proxy or back button keeps them. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
