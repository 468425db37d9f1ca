/**
 * Which of the shell's Poppins faces a page draws its text with, so the page preloads those
 * and no other: a preloaded face goes out at high priority beside the stylesheets, before the
 * first paint. The portal's own styles use regular (400) and bold (700). The body text takes
 * the tenant's weight (branding.fontWeight, the --cp-font-weight variable), drawn with the face
 * CSS picks for it. The seeded tenants' 400 adds no face; a tenant's 300 adds the light one.
 */

/** The weights the portal's own styles use, whatever the tenant's branding says. */
const PORTAL_WEIGHTS = [400, 700];
const KEYWORDS: Record<string, number> = { normal: 400, bold: 700 };

/** A CSS font-weight as a number; anything else (empty, invalid) is the default, 400. */
function weightOf(value: string | null | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  const weight = KEYWORDS[text] ?? Number(text);
  return text !== '' && Number.isFinite(weight) && weight >= 1 && weight <= 1000 ? weight : 400;
}

/**
 * The face CSS's font matching picks for `desired` among `available` weights (CSS Fonts 4,
 * §5.2): from 400 to 500, the next heavier up to 500, then lighter, then heavier; under 400,
 * lighter first; over 500, heavier first.
 */
export function matchingFace(desired: number, available: readonly number[]): number | undefined {
  const ascending = [...available].sort((a, b) => a - b);
  const atLeast = ascending.filter((weight) => weight >= desired);
  const atMost = ascending.filter((weight) => weight <= desired).reverse();
  if (desired >= 400 && desired <= 500) {
    return (
      atLeast.find((weight) => weight <= 500) ??
      atMost.find((weight) => weight < desired) ??
      atLeast.find((weight) => weight > 500)
    );
  }
  return desired < 400 ? (atMost[0] ?? atLeast[0]) : (atLeast[0] ?? atMost[0]);
}

/** The weights, among `available`, that a page of a tenant with `tenantWeight` draws with. */
export function facesInUse(tenantWeight: string | null | undefined, available: readonly number[]): number[] {
  const faces = new Set<number>();
  for (const weight of [...PORTAL_WEIGHTS, weightOf(tenantWeight)]) {
    const face = matchingFace(weight, available);
    if (face !== undefined) faces.add(face);
  }
  return [...faces].sort((a, b) => a - b);
}
