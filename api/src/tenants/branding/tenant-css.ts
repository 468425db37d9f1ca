/**
 * Tenant custom CSS, read with a real CSS parser (postcss, postcss-selector-parser) and
 * rebuilt from what is allowed, so it can only style the portal:
 * - The shell nests the result under the portal root (`.cp-portal { … }`, CSS nesting), where
 *   a selector without `&` means "inside the root". So every selector must stay that way:
 *   `&` (`:not(&)`, `html:has(&) body`), `:root`, `:host`, `:scope`, `html`, `body`, `head`
 *   and a leading `+`/`~` (a sibling of the root) would reach outside it, and are refused.
 *   Nested style rules are refused too (they could re-target with `&`).
 * - At-rules: only @media and @supports (conditions around allowed rules); @import,
 *   @font-face, @keyframes, @layer, @scope, @container and the rest are dropped (docs/architecture.md:
 *   no @import; the others are invalid nested or can reach outside the root).
 * - Values: url() only to the tenant's asset hosts or a data:image (not even the portal's own
 *   origin, whose API routes a GET could call); no image(), image-set(), src(), element() or
 *   cross-fade(); no string that would fetch from outside (css-urls.ts); no legacy script hooks
 *   (expression(), behavior, -moz-binding).
 * CSS that does not parse is dropped whole: the browser's error recovery is not ours to guess.
 */
import type { AtRule, ChildNode, Declaration, Root, Rule } from 'postcss';
import type { Selector } from 'postcss-selector-parser';
import { onFirstUse } from '../../platform/first-use';
import { isBrandingImageUrl } from '@portal/shared/constants';
import { decodeEscapes, fetchesFromOutside } from './css-urls';

// The parsers load with the first tenant CSS sanitized, not at start-up (docs/adr/0044).
/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use (above) */
const postcss = onFirstUse(() => require('postcss') as typeof import('postcss'));
const selectorParser = onFirstUse(() => require('postcss-selector-parser') as typeof import('postcss-selector-parser'));
/* eslint-enable @typescript-eslint/no-require-imports */

export interface CssPolicy {
  /** Origins (e.g. https://assets.example.com) besides the portal's own that url() may load from. */
  allowedOrigins?: readonly string[];
}

const ALLOWED_AT_RULES = new Set(['media', 'supports']);
/** Element names outside (or the same as) the portal root. */
const OUTSIDE_ELEMENTS = new Set(['html', 'body', 'head']);
/** Pseudo-classes and elements that name the document, the host or the nesting scope. */
const OUTSIDE_PSEUDOS = [/^:root$/, /^:host(-context)?$/, /^:scope$/, /^::?backdrop$/, /^::?view-transition/];
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding']);
/**
 * Functions that load an image from a string (image("a.png"), image-set(), src(), element(),
 * cross-fade()): a tenant's images come through url() from its asset host, checked above.
 */
const IMAGE_FUNCTIONS = /(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image|image-set|src|element|cross-fade)\s*\(/i;
/** Characters that would end a block (or the <style> element) if written back decoded. */
const STRUCTURAL = /[{}<]/;

export function sanitizeTenantCss(css: string | null, policy: CssPolicy = {}): string | null {
  if (css === null) return null;
  let root: Root;
  try {
    root = postcss().parse(css);
  } catch {
    return '';
  }
  const allowed = new Set(policy.allowedOrigins ?? []);
  root.walkComments((comment) => void comment.remove());
  for (const node of [...root.nodes]) keepAtTop(node, allowed);
  // Nothing in CSS needs '<'; it could close the <style> element the shell writes into.
  return root.toString().replace(/</g, '');
}

/** A top-level node, or one inside an allowed at-rule: rules and allowed at-rules only. */
function keepAtTop(node: ChildNode, allowed: ReadonlySet<string>): void {
  if (node.type === 'rule') return keepRule(node, allowed);
  if (node.type === 'atrule' && allowedAtRule(node)) {
    for (const child of [...(node.nodes ?? [])]) keepAtTop(child, allowed);
    return;
  }
  node.remove();
}

function allowedAtRule(rule: AtRule): boolean {
  const name = decodeEscapes(rule.name).toLowerCase();
  const params = decodeEscapes(rule.params);
  return ALLOWED_AT_RULES.has(name) && rule.nodes !== undefined && !/[{};<]/.test(params) && !/url\(/i.test(params);
}

function keepRule(rule: Rule, allowed: ReadonlySet<string>): void {
  const selector = confineSelector(rule.selector);
  if (selector === null) {
    rule.remove();
    return;
  }
  if (selector !== rule.selector) rule.selector = selector;
  for (const child of [...rule.nodes]) {
    if (child.type !== 'decl' || !keepDeclaration(child, allowed)) child.remove();
  }
}

/** The selectors of a list that stay inside the portal root, or null when none does. */
export function confineSelector(selector: string): string | null {
  let kept: string[] = [];
  try {
    selectorParser()((selectors) => {
      kept = selectors.nodes.filter(staysInside).map((one) => one.toString().trim());
    }).processSync(selector);
  } catch {
    return null;
  }
  return kept.length === 0 ? null : kept.join(', ');
}

function staysInside(selector: Selector): boolean {
  const first = selector.first;
  if (first?.type === 'combinator' && /[+~]/.test(first.value)) return false;
  let inside = true;
  selector.walk((node) => {
    const name = decodeEscapes(node.value ?? '').toLowerCase();
    if (node.type === 'nesting') inside = false;
    else if (node.type === 'tag' && OUTSIDE_ELEMENTS.has(name.replace(/^.*\|/, ''))) inside = false;
    else if (node.type === 'pseudo' && OUTSIDE_PSEUDOS.some((pattern) => pattern.test(name))) inside = false;
  });
  return inside;
}

/** Keeps a declaration with outside fetches replaced (`none`, `""`); false to drop it. */
function keepDeclaration(decl: Declaration, allowed: ReadonlySet<string>): boolean {
  const property = decodeEscapes(decl.prop).toLowerCase();
  if (!/^-?-?[a-z][a-z0-9-]*$/.test(property) || FORBIDDEN_PROPERTIES.has(property)) return false;
  const value = decodeEscapes(decl.value);
  if (STRUCTURAL.test(value) || /expression\s*\(/i.test(value) || IMAGE_FUNCTIONS.test(value)) return false;
  const staysInside = (url: string) => !fetchesFromOutside(url, allowed);
  const clean = value
    .replace(/url\(\s*(?:"([^"]*)"?|'([^']*)'?|([^)'"\s]*))\s*\)?/gi, (whole, double, single, bare) =>
      isBrandingImageUrl((double ?? single ?? bare ?? '').trim(), [...allowed]) ? whole : 'none',
    )
    .replace(/"[^"\n]*"?|'[^'\n]*'?/g, (quoted: string) =>
      staysInside(quoted.replace(/^["']|["']$/g, '')) ? quoted : '""',
    );
  // Unchanged: the tenant's own text (escapes and all) stays, as checked in its decoded form.
  if (clean !== value) decl.value = clean;
  return true;
}
