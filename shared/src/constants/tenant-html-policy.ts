/**
 * The one sanitizer policy for tenant header/footer HTML, used by the API (DOMPurify over jsdom,
 * on the way out) and by the shell (DOMPurify, where the HTML becomes DOM), so the browser
 * never allows what the server removed. Styles would let tenant markup restyle (or hide) the
 * portal around it; form controls in a header or footer could imitate the portal's own fields
 * and harvest what clients type. DOMPurify already removes scripts, event handlers and
 * javascript: URLs.
 */
export const TENANT_HTML_FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  // Media that loads on sight (tracking pixels): images only as <img>, whose source the API checks.
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'iframe',
  'object',
  'embed',
] as const;
/**
 * `id` and `name` could shadow the portal's own elements (`id="root"`, a named anchor that
 * clobbers a global); `srcset` and `poster` would load images past the API's check of `src`.
 */
export const TENANT_HTML_FORBIDDEN_ATTRIBUTES = ['style', 'id', 'name', 'srcset', 'poster', 'background'] as const;

/** DOMPurify's config for tenant HTML (fresh arrays: DOMPurify's types want mutable ones). */
export function tenantHtmlPolicy(): { FORBID_TAGS: string[]; FORBID_ATTR: string[] } {
  return { FORBID_TAGS: [...TENANT_HTML_FORBIDDEN_TAGS], FORBID_ATTR: [...TENANT_HTML_FORBIDDEN_ATTRIBUTES] };
}
