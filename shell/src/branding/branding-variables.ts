/**
 * Branding reaches the styles only through CSS custom properties (ARCHITECTURE §4), so the
 * remotes' Sass never needs to know a tenant. Empty values are left out and the tokens'
 * fallbacks apply.
 */
import { DEFAULT_FONT } from '@portal/shared/constants';
import type { Branding } from '../tenant/tenant-types';

const VARIABLES: Array<[keyof Branding, string]> = [
  ['fontSize', '--cp-font-size'],
  ['fontColor', '--cp-font-color'],
  ['fontWeight', '--cp-font-weight'],
  ['backgroundColor', '--cp-background-color'],
  ['linkColor', '--cp-link-color'],
  ['buttonColor', '--cp-button-color'],
  ['accentColor', '--cp-accent-color'],
];

/** A CSS value may not break out of its declaration (no ';', braces or url()). */
function isSafeCssValue(value: string): boolean {
  return !/[;{}<>]|url\s*\(|expression\s*\(/i.test(value);
}

export function brandingVariables(branding: Branding | null): Record<string, string> {
  const family = branding?.fontFamily?.trim() || DEFAULT_FONT;
  const variables: Record<string, string> = {
    '--cp-font-family': isSafeCssValue(family) ? `'${family.replace(/'/g, '')}', sans-serif` : `'${DEFAULT_FONT}', sans-serif`,
  };
  for (const [field, variable] of VARIABLES) {
    const value = branding?.[field];
    if (typeof value === 'string' && value.trim() && isSafeCssValue(value)) variables[variable] = value.trim();
  }
  if (branding?.backgroundImageURL && isSafeCssValue(branding.backgroundImageURL)) {
    variables['--cp-background-image'] = `url("${encodeURI(branding.backgroundImageURL)}")`;
  }
  return variables;
}
