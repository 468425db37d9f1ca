// Role identifiers are the product prefix followed by the role (requirements §6).

export const PRODUCT_PREFIX = 'portal';

export type RoleKind = 'client' | 'admin';

export function roleIdentifier(kind: RoleKind, prefix: string = PRODUCT_PREFIX): string {
  return `${prefix}_${kind}`;
}

export const CLIENT_ROLE = roleIdentifier('client');
export const ADMIN_ROLE = roleIdentifier('admin');

/** Front-end modules a deployment and a tenant can enable. */
export const MODULES = ['onboarding', 'banking', 'transfers', 'messages'] as const;
export type PortalModule = (typeof MODULES)[number];
