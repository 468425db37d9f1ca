import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientRow } from '../platform/database/schema';
import type { Resolvers } from '../platform/graphql/resolver-types';
import { badUserInput } from '../platform/http/errors';
import { requesterOf } from '../platform/http/requester';
import { registrationLanguage } from './registration-language';

const EMAIL_AFTER_VERIFICATION =
  'The e-mail is added after the security code is verified (step 2), not at registration';

type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RegistrationResolverDeps {
  /** The client just registered, as GraphQL reads a client. */
  readClient(id: string): Promise<ClientRow | undefined>;
}

/**
 * createClient is registration (requirements §4): it goes through the same service as
 * POST /users/:tenantId (client, login user and first code in one transaction, the code
 * texted after commit) and spends the same per-IP budget, so GraphQL is no way around
 * either. The tenant is the host's; `tenant.connect.id` may only name it.
 */
export function createRegistrationResolvers({ readClient }: RegistrationResolverDeps): Resolvers {
  return {
    Mutation: {
      createClient: async (_root, { data }, { app, reply }) => {
        const request = reply.request;
        await (app.authRateLimits.codeRequests as unknown as RateLimitHook).call(app, request, reply);

        if (data.email != null && data.email.trim() !== '') throw badUserInput(EMAIL_AFTER_VERIFICATION);
        if (data.tenant?.disconnectAll) throw badUserInput('A client always belongs to a tenant');
        const tenant = await app.accounts.tenantOf(request, data.tenant?.connect?.id ?? undefined);

        // Absent and null are the same to the form's schema ('This is required', …).
        const body = Object.fromEntries(
          Object.entries({
            firstName: data.firstName,
            middleName: data.middleName,
            lastName: data.lastName,
            mobilePhone: data.mobilePhone,
            agreement: data.agreement,
          }).filter(([, value]) => value !== null && value !== undefined),
        );
        const language = await registrationLanguage(request, data.language);
        const { clientId } = await app.accounts.registration.register(tenant, body, requesterOf(request.ip), language);
        const row = await readClient(clientId);
        if (!row) throw new Error(`The client ${clientId} just registered cannot be read back`);
        return row;
      },
    },
  };
}
