import type { AuthContext } from './auth-context';

/** What a service knows about the caller. */
export interface RequestScope {
  /** The tenant resolved from the request's host (tenantFromHost, @portal/shared/page). */
  tenantIdentifier: string;
  /**
   * The caller's session, or null for a visitor. A session is only ever valid on its own
   * tenant's host (identity/session-service.ts), so auth.tenantId is the host's tenant.
   */
  auth?: AuthContext | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID cannot match a row; checking first spares PostgreSQL a cast error (a 500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
