import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

export const NOT_A_GRAPHQL_DOCUMENT = 'Syntax Error: the query must be a GraphQL document';

/**
 * Mercurius falls back to reading a query that GraphQL cannot parse as a JSON syntax tree
 * (`JSON.parse(query)`), so `"12345"`, `true` or `{"kind":"Document"}` sent as the query text
 * reach validation as malformed trees and fail as 500s, and a crafted tree skips the parser's
 * own limits. No JSON text is a GraphQL document (a document starts with `{` and a selection,
 * or a keyword), so a query that JSON can read is refused here, before Mercurius sees it.
 */
export async function refuseJsonDocuments(request: FastifyRequest): Promise<void> {
  const body = request.body as { query?: unknown } | null | undefined;
  const search = request.query as { query?: unknown } | null | undefined;
  for (const query of [body?.query, search?.query]) {
    if (typeof query === 'string' && readsAsJson(query)) {
      throw new AppError('GRAPHQL_PARSE_FAILED', 400, NOT_A_GRAPHQL_DOCUMENT);
    }
  }
}

/**
 * What a JSON text can start with (a superset: it only spares the parse, whose exception cost
 * every request about 2 % of the API's CPU). A GraphQL document starts with a keyword or with
 * `{` and a field name, never with `{` and a quote or a closing brace.
 */
const MAY_BE_JSON = /^[\t\n\r ]*(?:[[\-\d"]|\{[\t\n\r ]*["}]|true|false|null)/;

function readsAsJson(text: string): boolean {
  if (!MAY_BE_JSON.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
