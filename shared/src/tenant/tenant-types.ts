// The tenant and its branding as the page's two queries answer them (requirements §3; generated from
// api/schema.graphql). The shell loads them once per page; remotes read the same cache entries
// (tenant-api.ts).
import type { BrandingFieldsFragment, TenantQuery } from '../graphql/operation-types';

export type Tenant = TenantQuery['allTenants'][number];
export type TenantGroup = NonNullable<Tenant['tenantGroup']>;
export type Branding = BrandingFieldsFragment;
