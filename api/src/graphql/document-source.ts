import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

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

function readsAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
