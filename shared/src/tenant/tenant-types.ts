// The tenant and its branding as GraphQL returns them (requirements §3). The shell loads them once per
// page; remotes read the same cache entries (tenant-api.ts).
import type { PortalModule } from '../constants/roles';

export interface TenantGroup {
  id: string;
  groupName: string | null;
  logoURL: string | null;
  groupTagline: string | null;
  bannerColor: string | null;
}

export interface Tenant {
  id: string;
  name: string;
  description: string | null;
  identifier: string;
  type: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  supportEmail: string | null;
  pocPhone: string | null;
  routingType: 'office' | 'agent' | 'other';
  enabledModules: PortalModule[];
  tenantGroup: TenantGroup | null;
}

export interface Branding {
  id: string;
  description: string | null;
  logoURL: string | null;
  faviconImgURL: string | null;
  backgroundImageURL: string | null;
  header: string | null;
  footer: string | null;
  registerText: string | null;
  registerButtonText: string | null;
  fontFamily: string | null;
  fontSize: string | null;
  fontColor: string | null;
  fontWeight: string | null;
  backgroundColor: string | null;
  linkColor: string | null;
  buttonColor: string | null;
  accentColor: string | null;
  customCSS: string | null;
  default: boolean;
  active: boolean;
}
