/**
 * What a tenant's branding values may be, by type: the seed refuses a branding that breaks them
 * (with the field and the rule), and the page and the API leave out a stored value that breaks
 * them, so a row written around the checks still cannot lay the portal out wrong (a 99999 px
 * font, an unbalanced `var(` that swallows the declarations after it) or load from elsewhere.
 */

/** Font sizes a page stays usable with: 10–32 px, or 0.625–2 in rem/em. */
const FONT_SIZE = /^(\d{1,2}(?:\.\d{1,3})?)(px|rem|em)$/;
const FONT_SIZE_BOUNDS: Record<string, [number, number]> = { px: [10, 32], rem: [0.625, 2], em: [0.625, 2] };
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** rgb()/rgba()/hsl()/hsla() with numbers, percentages and separators only: nothing nested. */
const FUNCTION_COLOR = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/deg]{1,60}\)$/i;
const NAMED_COLOR = /^[a-z]{3,20}$/i;
const FONT_WEIGHT = /^(?:[1-9]00|normal|bold)$/;
/** Family names as CSS reads them unquoted, a list of up to five. */
const FONT_FAMILY = /^[A-Za-z0-9 -]{1,40}(?:,\s*[A-Za-z0-9 -]{1,40}){0,4}$/;
/** Images a tenant gives inline (the seed's monograms): raster or SVG, which an <img> never runs. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i;

export const BRANDING_TEXT_LIMITS = {
  description: 200,
  registerText: 500,
  registerButtonText: 40,
  header: 20_000,
  footer: 20_000,
  customCSS: 20_000,
} as const;
/** The longest image URL (a data: URL of a small logo included). */
export const BRANDING_URL_MAX = 100_000;

export type BrandingColorField = 'fontColor' | 'backgroundColor' | 'linkColor' | 'buttonColor' | 'accentColor';
export type BrandingUrlField = 'logoURL' | 'faviconImgURL' | 'backgroundImageURL';
const COLOR_FIELDS: BrandingColorField[] = ['fontColor', 'backgroundColor', 'linkColor', 'buttonColor', 'accentColor'];
const URL_FIELDS: BrandingUrlField[] = ['logoURL', 'faviconImgURL', 'backgroundImageURL'];

export const BRANDING_VALUE_MESSAGES = {
  fontSize: 'Font size must be 10–32 px (or 0.625–2 rem/em)',
  color: 'Colours are #hex, rgb(), hsl() or a colour name',
  fontWeight: 'Font weight is 100–900 in hundreds, normal or bold',
  fontFamily: 'Font family is up to five names of letters, digits, spaces and hyphens',
  url: 'Images load over https from the tenant asset host, or are data:image URLs',
  tooLong: (limit: number) => `At most ${limit} characters`,
} as const;

export function isBrandingFontSize(value: string): boolean {
  const match = FONT_SIZE.exec(value.trim());
  if (!match) return false;
  const [min, max] = FONT_SIZE_BOUNDS[match[2]!]!;
  const size = Number(match[1]);
  return size >= min && size <= max;
}

export function isBrandingColor(value: string): boolean {
  const color = value.trim();
  return HEX_COLOR.test(color) || FUNCTION_COLOR.test(color) || NAMED_COLOR.test(color);
}

export function isBrandingFontWeight(value: string): boolean {
  return FONT_WEIGHT.test(value.trim());
}

export function isBrandingFontFamily(value: string): boolean {
  return FONT_FAMILY.test(value.trim());
}

/**
 * An image URL the portal may load: a data:image URL, or https (http too for a configured asset
 * host, as a sandbox's may be) on one of `assetOrigins`, e.g. `https://assets.example.com`.
 */
export function isBrandingImageUrl(value: string, assetOrigins: readonly string[]): boolean {
  if (value.length > BRANDING_URL_MAX) return false;
  if (DATA_IMAGE.test(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && assetOrigins.includes(url.origin);
}

export type BrandingValues = Partial<
  Record<
    | BrandingColorField
    | BrandingUrlField
    | keyof typeof BRANDING_TEXT_LIMITS
    | 'fontSize'
    | 'fontWeight'
    | 'fontFamily',
    string | null
  >
>;

/** Every value that breaks its rule, as `field: message`; empty when the branding may be stored. */
export function brandingProblems(values: BrandingValues, assetOrigins: readonly string[]): string[] {
  const problems: string[] = [];
  const given = (field: keyof BrandingValues) => {
    const value = values[field];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const check = (field: keyof BrandingValues, valid: (value: string) => boolean, message: string) => {
    const value = given(field);
    if (value !== null && !valid(value)) problems.push(`${field}: ${message}`);
  };
  check('fontSize', isBrandingFontSize, BRANDING_VALUE_MESSAGES.fontSize);
  check('fontWeight', isBrandingFontWeight, BRANDING_VALUE_MESSAGES.fontWeight);
  check('fontFamily', isBrandingFontFamily, BRANDING_VALUE_MESSAGES.fontFamily);
  for (const field of COLOR_FIELDS) check(field, isBrandingColor, BRANDING_VALUE_MESSAGES.color);
  for (const field of URL_FIELDS) {
    check(field, (value) => isBrandingImageUrl(value, assetOrigins), BRANDING_VALUE_MESSAGES.url);
  }
  for (const [field, limit] of Object.entries(BRANDING_TEXT_LIMITS)) {
    check(field as keyof BrandingValues, (value) => value.length <= limit, BRANDING_VALUE_MESSAGES.tooLong(limit));
  }
  return problems;
}
