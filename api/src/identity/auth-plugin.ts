import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../platform/database/database';
import { tooManyRequestsText } from '../i18n';
import { AppError } from '../platform/http/errors';
import type { SmsProvider } from '../platform/providers';
import type { SharedRateLimitStore } from '../platform/rate-limits/rate-limit-store';
import type { TenantRef } from './account-repository';
import { createAuthStore } from './auth-store';
import type { Clock } from '../platform/clock';
import { IP_RATE_LIMIT_WINDOW_MS, type AuthRateLimits } from '../platform/config/ip-rate-limits';
import { createPasskeyService, type PasskeyService } from './passkeys/passkey-service';
import { createPhoneCodeService } from './phone-code-service';
import { createRegistrationService, type RegistrationService } from './registration-service';
import { requesterOf } from '../platform/http/requester';
import { requestTenant } from './request-tenant';
import { createSessionService, type SessionService } from './session-service';
import { createSignInService, type SignInService } from './sign-in-service';
import { createStepUpService, type StepUpService } from './step-up/step-up-service';

export interface AuthPluginOptions {
  db: Database;
  sms: SmsProvider;
  codeHashKey: Buffer;
  clock: Clock;
  rateLimits: AuthRateLimits;
  /** Where every rate limit counts (shared by the replicas: platform/rate-limits/rate-limit-store.ts). */
  rateLimitStore: SharedRateLimitStore;
}

export interface Accounts {
  registration: RegistrationService;
  signIn: SignInService;
  sessions: SessionService;
  passkeys: PasskeyService;
  stepUp: StepUpService;
  /** The host's tenant, which a tenant id in the path must name (else 404 'Tenant not found…'). */
  tenantOf(request: FastifyRequest, pathTenantId?: string): Promise<TenantRef>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    /** onRequest hooks for routes that send or check codes; each shares one budget across its routes. */
    authRateLimits: {
      codeRequests: onRequestHookHandler;
      codeVerifications: onRequestHookHandler;
      passkeyChallenges: onRequestHookHandler;
    };
  }
}

const BEARER = /^Bearer ([^\s]+)$/i;

/**
 * Sign-in for the whole app: decorates `request.auth` from the bearer token (null when absent
 * or no longer valid; routes and resolvers call requireAuth), `app.accounts` for the routes,
 * and the per-IP rate limits of the code routes.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { db, sms, codeHashKey, clock, rateLimits, rateLimitStore }: AuthPluginOptions) => {
    const store = createAuthStore(db);
    const codes = createPhoneCodeService({ hashKey: codeHashKey, clock });
    const sessions = createSessionService({ store, clock });
    const passkeys = createPasskeyService({ store, sessions, clock });
    app.decorate('accounts', {
      registration: createRegistrationService({ store, codes, sms, clock }),
      signIn: createSignInService({ store, codes, sessions, sms, clock }),
      sessions,
      passkeys,
      stepUp: createStepUpService({ store, passkeys, codes, sms, clock }),
      tenantOf: (request, pathTenantId) => requestTenant(store.accounts, request.tenantIdentifier, pathTenantId),
    } satisfies Accounts);

    // Registered once for the whole app (the plugin is fastify-plugin wrapped), so a route's
    // `config.rateLimit` anywhere counts in the same shared store.
    await app.register(rateLimit, {
      ...rateLimitStore.pluginOptions,
      global: false,
      errorResponseBuilder: (_request, { ttl }) => new AppError('RATE_LIMITED', 429, tooManyRequestsText(ttl)),
    });
    app.decorate('authRateLimits', {
      // The key names the budget: limits made here have no route to tell their counters apart.
      codeRequests: app.rateLimit({
        max: rateLimits.codeRequestsPerIp,
        timeWindow: IP_RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request) => `code-requests:${requesterOf(request.ip)}`,
      }),
      codeVerifications: app.rateLimit({
        max: rateLimits.codeVerificationsPerIp,
        timeWindow: IP_RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request) => `code-verifications:${requesterOf(request.ip)}`,
      }),
      // Passkey sign-in: a page view of /login spends one (ADR 0097), never the code budgets.
      passkeyChallenges: app.rateLimit({
        max: rateLimits.passkeyChallengesPerIp,
        timeWindow: IP_RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request) => `passkey-challenges:${requesterOf(request.ip)}`,
      }),
    });

    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (token) request.auth = await sessions.authenticate(token, request.tenantIdentifier);
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);
