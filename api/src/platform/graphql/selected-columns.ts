import { getTableColumns, type Table } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';

/**
 * The columns a list query needs for the fields the document selects, so the history does not
 * read (and map, and parse the JSON of) 35 columns to answer 11 fields. A field the map does
 * not know, or a fragment, makes it answer `undefined`: read every column, never too few.
 *
 * `renamed` names the columns behind fields that are not a column of the same name (amount →
 * amountCents, a relation → its foreign key); `always` are read whatever is selected (the id,
 * and the owner columns the relation loaders check rows against).
 */
export function selectedColumns<T extends Table>(
  info: GraphQLResolveInfo,
  table: T,
  renamed: Record<string, ReadonlyArray<keyof T['$inferSelect']>>,
  always: ReadonlyArray<keyof T['$inferSelect']>,
): Array<keyof T['$inferSelect']> | undefined {
  const columns = new Set<keyof T['$inferSelect']>(always);
  const known = getTableColumns(table);
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== 'Field') return undefined;
      const name = selection.name.value;
      if (name === '__typename') continue;
      const behind = renamed[name] ?? (name in known ? [name as keyof T['$inferSelect']] : undefined);
      if (!behind) return undefined;
      for (const column of behind) columns.add(column);
    }
  }
  return [...columns];
}
