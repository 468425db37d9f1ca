import { ERROR_TEXTS } from '@portal/shared/constants';
import type { Locale } from '@portal/shared/i18n';
import { AppError } from './errors';
import type { TenantWithGroup } from '../database/schema';

/** Who is calling: set by the auth plugin from a valid bearer token, null otherwise. */
export interface AuthContext {
  sessionId: string;
  clientId: string;
  tenantId: string;
  /** The row of tenantId, read with the session (GraphQL's `tenant { … }` fields need no query of their own). */
  tenant: TenantWithGroup;
  /** The client's chosen language (null: never chosen, the tenant's default stands): read with the session. */
  clientLanguage: Locale | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, checked against the request's host tenant; null when there is none. */
    auth: AuthContext | null;
  }
}

declare module 'mercurius' {
  interface MercuriusContext {
    /** request.auth: resolvers scope every query to auth.clientId and auth.tenantId. */
    auth: AuthContext | null;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, ERROR_TEXTS.CLIENT_NOT_FOUND);

/**
 * The caller's session, or a 401 UNAUTHENTICATED ('Client not found, please login', on which
 * the shell signs out). Takes a Fastify request or a Mercurius context alike.
 */
export function requireAuth(holder: { auth: AuthContext | null }): AuthContext {
  if (!holder.auth) throw unauthenticated();
  return holder.auth;
}
