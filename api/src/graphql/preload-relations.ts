import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { relationResolvers, type RelationResolver } from './loaders';

const relationsOf = (typeName: string) =>
  ((relationResolvers as Record<string, unknown>)[typeName] ?? {}) as Record<
    string,
    Partial<RelationResolver<unknown, unknown>>
  >;

/**
 * Runs the batches of the relations a document selects on a page of `typeName` rows before
 * GraphQL walks the page: the statements are the ones the fields would have caused (one per
 * loader), and every relation field of every row then resolves to a value rather than a promise
 * (loaders.ts), which is most of the history's execution cost. A field under a directive
 * (@skip, @include) or inside a fragment is left to load itself, as before.
 */
export async function preloadRelations<Parent>(
  typeName: string,
  parents: readonly Parent[],
  info: GraphQLResolveInfo,
  context: MercuriusContext,
): Promise<readonly Parent[]> {
  if (parents.length === 0) return parents;
  const relations = relationsOf(typeName);
  const batches: Array<Promise<unknown>> = [];
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== 'Field' || selection.directives?.length) continue;
      const preload = relations[selection.name.value]?.preload;
      if (preload) batches.push(preload(parents, context.relationLoaders));
    }
  }
  await Promise.all(batches);
  return parents;
}
