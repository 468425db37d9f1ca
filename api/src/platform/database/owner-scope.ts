import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/** The client and tenant a signed-in caller may see: every client-owned row is filtered by both. */
export interface OwnerScope {
  clientId: string;
  tenantId: string;
}

export type SortDirection = 'asc' | 'desc';

/** The ILIKE pattern of a case-insensitive "contains `text`", with the caller's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `column` is one of `values`, the list being a single parameter (a prepared statement's shape does not depend on its length). */
export function isAnyOf(column: AnyColumn, values: Placeholder): SQL {
  return sql`${column} = any(${values})`;
}

/** `column` is none of `values` (one parameter). */
export function isNoneOf(column: AnyColumn, values: Placeholder): SQL {
  return sql`${column} <> all(${values})`;
}
