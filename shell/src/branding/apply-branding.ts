/**
 * Puts a tenant's branding on the document: CSS custom properties, favicon and the tenant's
 * custom style rules (scoped under the portal root). The title names the page as well as the
 * tenant: the layout keeps it (use-document-title.ts). A page the server filled
 * carries all of them already (api/src/platform/web/shell-page.ts): nothing is written again then, since
 * a custom property set on the root restyles the whole document, a long task on a phone.
 */
import type { Branding } from '../tenant/tenant-types';
import { brandingVariables, CUSTOM_CSS_ELEMENT_ID, PORTAL_ROOT_CLASS, tenantCustomCss } from '@portal/shared/page';

export { PORTAL_ROOT_CLASS };

export function applyBranding(doc: Document, branding: Branding | null) {
  const root = doc.documentElement;
  const current = doc.defaultView?.getComputedStyle(root);
  for (const [name, value] of Object.entries(brandingVariables(branding))) {
    if (current?.getPropertyValue(name).trim() !== value) root.style.setProperty(name, value);
  }

  const favicon = doc.getElementById('tenant-favicon') as HTMLLinkElement | null;
  const icon = branding?.faviconImgURL;
  if (favicon && icon && favicon.getAttribute('href') !== icon) favicon.href = icon;

  let style = doc.getElementById(CUSTOM_CSS_ELEMENT_ID) as HTMLStyleElement | null;
  const css = tenantCustomCss(branding);
  if (!style && css) {
    style = doc.createElement('style');
    style.id = CUSTOM_CSS_ELEMENT_ID;
    doc.head.appendChild(style);
  }
  if (style && style.textContent !== css) style.textContent = css;
}
