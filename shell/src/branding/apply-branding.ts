/**
 * Puts a tenant's branding on the document: CSS custom properties, page title, favicon and
 * the tenant's custom style rules (scoped under the portal root).
 */
import type { Branding, Tenant } from '../tenant/tenant-types';
import { brandingVariables } from '@portal/shared/page';
import { scopeCustomCss } from './scope-custom-css';

export const PORTAL_ROOT_CLASS = 'cp-portal';
const CUSTOM_CSS_ID = 'tenant-custom-css';

export function pageTitle(tenant: Tenant | null, productName: string): string {
  return tenant?.name?.trim() || productName;
}

export function applyBranding(doc: Document, tenant: Tenant | null, branding: Branding | null, productName: string) {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(brandingVariables(branding))) root.style.setProperty(name, value);

  doc.title = pageTitle(tenant, productName);

  const favicon = doc.getElementById('tenant-favicon') as HTMLLinkElement | null;
  if (favicon && branding?.faviconImgURL) favicon.href = branding.faviconImgURL;

  let style = doc.getElementById(CUSTOM_CSS_ID) as HTMLStyleElement | null;
  const css = branding?.customCSS ? scopeCustomCss(branding.customCSS, `.${PORTAL_ROOT_CLASS}`) : '';
  if (!style && css) {
    style = doc.createElement('style');
    style.id = CUSTOM_CSS_ID;
    doc.head.appendChild(style);
  }
  if (style) style.textContent = css;
}
