/** What a service knows about the caller. Sessions (client, login user) join this later. */
export interface RequestScope {
  /** The tenant resolved from the request's host (see tenancy/resolve-tenant.ts). */
  tenantIdentifier: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID cannot match a row; checking first spares PostgreSQL a cast error (a 500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
