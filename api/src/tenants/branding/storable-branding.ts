import { brandingProblems, type BrandingValues } from '@portal/shared/constants';

/** A branding refused on write: each value that breaks its type's rule, named. */
export class BrandingValueError extends Error {
  constructor(
    readonly brandingId: string,
    readonly problems: string[],
  ) {
    super(`Branding ${brandingId} refused: ${problems.join('; ')}`);
    this.name = 'BrandingValueError';
  }
}

/**
 * Every write of a branding goes through this (the seed is the only writer today): a font
 * size, colour, weight, family, image URL or text that breaks its rule is refused with a clear
 * error instead of being stored. Reads still check each value (tenant-resolvers.ts), for rows
 * written around it.
 */
export function assertStorableBranding(
  row: BrandingValues & { id?: string },
  assetOrigins: readonly string[] = [],
): void {
  const problems = brandingProblems(row, assetOrigins);
  if (problems.length > 0) throw new BrandingValueError(row.id ?? 'new', problems);
}
