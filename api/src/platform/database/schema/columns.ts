/** Column builders every table shares: generated UUID keys, row timestamps, CHECK lists. */
import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';
import { instant } from '../instant';

/** `'a','b'` for CHECK (col IN (...)); values are our own constants, never user input. */
export function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
}

export const id = () => uuid('id').primaryKey().defaultRandom();
/** A timestamp column's default: the time its row is written. */
export const NOW = sql`now()`;
export const createdAt = () => instant('created_at').notNull().default(NOW);
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .default(NOW)
    .$onUpdate(() => new Date());
