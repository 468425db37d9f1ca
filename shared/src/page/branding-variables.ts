/**
 * Branding reaches the styles only through CSS custom properties (docs/architecture.md), so the
 * remotes' Sass never needs to know a tenant. Empty values are left out and the tokens'
 * fallbacks apply.
 */
import { DEFAULT_FONT, isBrandingColor, isBrandingFontSize, isBrandingFontWeight } from '@portal/shared/constants';
import type { Branding } from '../tenant/tenant-types';

/** Each variable with the rule its value must keep (@portal/shared/constants); others are left out. */
const VARIABLES: Array<[keyof Branding, string, (value: string) => boolean]> = [
  ['fontSize', '--cp-font-size', isBrandingFontSize],
  ['fontColor', '--cp-font-color', isBrandingColor],
  ['fontWeight', '--cp-font-weight', isBrandingFontWeight],
  ['backgroundColor', '--cp-background-color', isBrandingColor],
  ['linkColor', '--cp-link-color', isBrandingColor],
  ['buttonColor', '--cp-button-color', isBrandingColor],
  ['accentColor', '--cp-accent-color', isBrandingColor],
];

const WHITE = '#ffffff';
const BLACK = '#000000';

/** WCAG relative luminance of '#rgb' or '#rrggbb'; null for any other colour syntax. */
function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Text on the tenant's button colour: white when it reaches WCAG AA (4.5:1), else whichever of
 * white and black contrasts more. A tenant's teal must not make 'Verify' unreadable.
 */
export function buttonTextColor(buttonColor: string | null | undefined): string | null {
  const background = buttonColor ? luminance(buttonColor) : null;
  if (background === null) return null;
  const onWhite = 1.05 / (background + 0.05);
  if (onWhite >= 4.5) return WHITE;
  const onBlack = (background + 0.05) / 0.05;
  return onBlack > onWhite ? BLACK : WHITE;
}

/** A CSS value may not break out of its declaration (no ';', braces or url()). */
function isSafeCssValue(value: string): boolean {
  return !/[;{}<>]|url\s*\(|expression\s*\(/i.test(value);
}

export function brandingVariables(branding: Branding | null): Record<string, string> {
  const family = branding?.fontFamily?.trim() || DEFAULT_FONT;
  const variables: Record<string, string> = {
    '--cp-font-family': isSafeCssValue(family)
      ? `'${family.replace(/'/g, '')}', sans-serif`
      : `'${DEFAULT_FONT}', sans-serif`,
  };
  for (const [field, variable, valid] of VARIABLES) {
    const value = branding?.[field];
    if (typeof value === 'string' && isSafeCssValue(value) && valid(value)) variables[variable] = value.trim();
  }
  const buttonText = buttonTextColor(variables['--cp-button-color']);
  if (buttonText) variables['--cp-button-text-color'] = buttonText;
  if (branding?.backgroundImageURL && isSafeCssValue(branding.backgroundImageURL)) {
    variables['--cp-background-image'] = `url("${encodeURI(branding.backgroundImageURL)}")`;
  }
  return variables;
}
