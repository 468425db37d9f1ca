/**
 * A phone "replying" to the sandbox sender, as a person texts STOP, START or HELP back to
 * Twilio (docs/sandbox.md "Texts and STOP"): the sandbox vendor updates its opt-out list and
 * answers in the outbox, and later sends to an opted-out number fail with Twilio's 21610.
 * Registered by the sandbox plugin (never in production) and, like the inbox, answered only on
 * the machine the portal runs on: anyone else could silence a stranger's texts.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxSmsOptOuts } from '../platform/providers';

const replyBody = {
  type: 'object',
  properties: {
    from: { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' },
    body: { type: 'string', minLength: 1, maxLength: 1600 },
  },
  required: ['from', 'body'],
  additionalProperties: false,
} as const;

export function registerSmsReplyRoutes(app: FastifyInstance, basePath: string, optOuts: SandboxSmsOptOuts): void {
  app.post<{ Body: { from: string; body: string } }>(
    `${basePath}/sms/replies`,
    { schema: { body: replyBody } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return optOuts.receive(request.body.from, request.body.body);
    },
  );
}
