import { isBrandingImageUrl, tenantHtmlPolicy } from '@portal/shared/constants';
import type { WindowLike } from 'dompurify';
import { onFirstUse } from '../../platform/first-use';

/**
 * Tenant branding is stored exactly as the tenant gave it and sanitized on the way out, so a
 * stricter rule applies to existing rows without a data migration.
 */

/**
 * DOMPurify on the server: over a window of jsdom's (docs/adr/0098), the heaviest module the API
 * loads, so both are required on the first sanitize, not at start-up (docs/adr/0044).
 */
export const domPurify = onFirstUse(() => {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use (above) */
  // Its CommonJS module.exports is DOMPurify itself (its ES types call it `default`): called with a
  // window, it makes an instance for that window.
  const createDOMPurify = require('dompurify') as (typeof import('dompurify'))['default'];
  // jsdom's own types (@types/jsdom) would bring the DOM library into the API's types: the one
  // member used here, typed as DOMPurify takes it.
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: WindowLike } };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return createDOMPurify(new JSDOM('<!DOCTYPE html>').window);
});

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
