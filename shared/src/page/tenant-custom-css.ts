import type { Branding } from '../tenant/tenant-types';

/** The class of the shell's root element, which scopes a tenant's custom CSS. */
export const PORTAL_ROOT_CLASS = 'cp-portal';

/** The element the page's tenant custom CSS is written in, by the server and by the shell alike. */
export const CUSTOM_CSS_ELEMENT_ID = 'tenant-custom-css';

/**
 * Tenant custom CSS is wrapped in the portal root with CSS nesting, so a tenant's rule can
 * style the portal but not the browser's own UI outside it. The API has already removed
 * @import and foreign url()s; here we only make sure the text cannot close the wrapper early.
 */
export function scopeCustomCss(css: string, rootSelector: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Unbalanced braces would let a rule escape the scope: refuse the whole stylesheet then.
  let depth = 0;
  for (const char of withoutComments) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth < 0) return '';
  }
  if (depth !== 0 || /<\/style/i.test(withoutComments)) return '';
  return `${rootSelector} {\n${withoutComments}\n}`;
}

/** The tenant's custom CSS as the page holds it: scoped under the portal root, or '' for none. */
export function tenantCustomCss(branding: Pick<Branding, 'customCSS'> | null): string {
  return branding?.customCSS ? scopeCustomCss(branding.customCSS, `.${PORTAL_ROOT_CLASS}`) : '';
}
