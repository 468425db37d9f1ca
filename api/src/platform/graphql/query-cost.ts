import {
  GraphQLError,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../http/query-input';

/**
 * A static cost limit, on top of the depth limit: a document is refused before it runs when
 * it would resolve too many fields × rows. Each root field costs ROOT_FIELD_COST (it is a
 * database query) plus its selection times the rows it may return: a literal `first`, else
 * the page maximum for lists (`all…` fields; a `first` from a variable counts as the
 * maximum). Every nested field costs 1 plus its own selection. Aliases and fragments count
 * in full. Mutation root fields cost more: each one writes.
 */
export const MAX_QUERY_COST = 25_000;
export const ROOT_FIELD_COST = 100;
export const MUTATION_FIELD_COST = 1_000;

export function queryCostRule(maxCost: number = MAX_QUERY_COST): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const cost = operationCost(operation, fragments);
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(
              `The query is too expensive (cost ${cost}, at most ${maxCost}): ask for fewer fields, fewer rows (first) or fewer aliases`,
              { nodes: operation },
            ),
          );
        }
      },
    };
  };
}

export function operationCost(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): number {
  const rootCost = operation.operation === 'mutation' ? MUTATION_FIELD_COST : ROOT_FIELD_COST;
  return fieldsOf(operation.selectionSet, fragments, new Set()).reduce(
    (total, field) => total + rootCost + rowsOf(field) * selectionCost(field.selectionSet, fragments, new Set()),
    0,
  );
}

function selectionCost(
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: ReadonlySet<string>,
): number {
  if (!selectionSet) return 0;
  return fieldsOf(selectionSet, fragments, visiting).reduce(
    (total, field) => total + 1 + selectionCost(field.selectionSet, fragments, visiting),
    0,
  );
}

/** The fields of a selection set with fragments spread in (a fragment cycle is cut; graphql-js reports it). */
function fieldsOf(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: ReadonlySet<string>,
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...fieldsOf(selection.selectionSet, fragments, visiting));
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      fields.push(...fieldsOf(fragment.selectionSet, fragments, new Set([...visiting, name])));
    }
  }
  return fields;
}

/** Rows a root field may return: its literal `first`, else the page maximum for a list. */
function rowsOf(field: FieldNode): number {
  const isList = field.name.value.startsWith('all');
  if (!isList) return 1;
  const first = field.arguments?.find((argument) => argument.name.value === 'first')?.value;
  if (first?.kind === Kind.INT) return Math.min(Math.max(Number(first.value), 0), MAX_PAGE_SIZE);
  return MAX_PAGE_SIZE;
}
