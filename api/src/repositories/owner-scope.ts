import { ilike, type AnyColumn, type SQL } from 'drizzle-orm';

/** The client and tenant a signed-in caller may see: every client-owned row is filtered by both. */
export interface OwnerScope {
  clientId: string;
  tenantId: string;
}

export type SortDirection = 'asc' | 'desc';

/** Case-insensitive "contains", with the caller's % and _ taken literally. */
export function containsInsensitive(column: AnyColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return ilike(column, `%${escaped}%`);
}
