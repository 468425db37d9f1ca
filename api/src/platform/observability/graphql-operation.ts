/**
 * The operation label of a GraphQL request, read without parsing the document: the
 * `operationName` the client sent, or the name after the first `query`/`mutation` keyword.
 * Names come from the client, so the set is capped (MAX_OPERATION_NAMES per process): the
 * screens send a few dozen fixed documents, and a client inventing names ends up in `other`
 * instead of growing the series without bound.
 */
const MAX_OPERATION_NAMES = 200;
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
/** The first operation keyword and its optional name, after any comments and whitespace. */
const FIRST_OPERATION = /^(?:\s|,|#[^\n]*\n)*(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/;

const seen = new Set<string>();

export interface GraphqlOperationLabel {
  operation: string;
  type: string;
}

export function graphqlOperationLabel(body: unknown): GraphqlOperationLabel {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return { operation: 'none', type: 'none' };
  const match = FIRST_OPERATION.exec(query);
  // A document starting with `{` is an anonymous query (the shorthand form).
  const type = match?.[1] ?? (query.trimStart().startsWith('{') ? 'query' : 'unknown');
  const name = typeof operationName === 'string' && operationName !== '' ? operationName : match?.[2];
  return { operation: capped(name), type };
}

function capped(name: string | undefined): string {
  if (name === undefined) return 'anonymous';
  if (!NAME.test(name)) return 'other';
  if (seen.has(name)) return name;
  if (seen.size >= MAX_OPERATION_NAMES) return 'other';
  seen.add(name);
  return name;
}
