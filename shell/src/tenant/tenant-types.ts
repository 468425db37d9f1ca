// The tenant types live in @portal/shared with the queries that load them (remotes read the
// same cache); re-exported here for the shell's branding code.
export type { Branding, Tenant, TenantGroup } from '@portal/shared';
