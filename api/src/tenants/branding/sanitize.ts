import { isBrandingImageUrl, tenantHtmlPolicy } from '@portal/shared/constants';
import { onFirstUse } from '../../platform/first-use';

/**
 * Tenant branding is stored exactly as the tenant gave it and sanitized on the way out, so a
 * stricter rule applies to existing rows without a data migration.
 */

/**
 * DOMPurify on the server brings jsdom, the heaviest module the API loads: required on the
 * first sanitize, not at start-up (docs/adr/0044).
 */
export const domPurify = onFirstUse(
  // The package's module.exports is the DOMPurify instance itself (its types call it `default`).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
  () => require('isomorphic-dompurify') as (typeof import('isomorphic-dompurify'))['default'],
);

/** Shared with the shell's DOMPurify (@portal/shared/constants): one policy on both sides. */
const HTML_POLICY = tenantHtmlPolicy();

/**
 * Header/footer HTML without scripts, event handlers, javascript: URLs, styles, form controls,
 * ids or names, and without images from anywhere but the tenant's asset hosts (or inline
 * data:image): an outside image is a tracking pixel on every page a client opens.
 */
export function sanitizeTenantHtml(html: string | null, assetOrigins: readonly string[] = []): string | null {
  if (html === null) return null;
  // The API's types have no DOM: the few members used here, as jsdom provides them.
  const fragment = domPurify().sanitize(html, { ...HTML_POLICY, RETURN_DOM_FRAGMENT: true }) as unknown as DomFragment;
  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    if (!isBrandingImageUrl(image.getAttribute('src') ?? '', assetOrigins)) image.remove();
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

export { type CssPolicy, sanitizeTenantCss } from './tenant-css';

interface DomElement {
  getAttribute(name: string): string | null;
  remove(): void;
  appendChild(child: DomFragment): void;
  innerHTML: string;
}
interface DomFragment {
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  ownerDocument: { createElement(name: string): DomElement };
}
