import type { FastifyRequest } from 'fastify';
import { badUserInput } from './errors';

export const UNSTORABLE_TEXT_MESSAGE = 'Text must be valid Unicode without NUL characters (\\u0000)';

/** A NUL character, or a GraphQL/JSON escape that becomes one (\u0000, \u{0}). */
// eslint-disable-next-line no-control-regex -- finding the control character is the point
const NUL = /\u0000|\\u(?:0000|\{0+\})/i;
/** Half a surrogate pair: not a character, and jsonb refuses its escape. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** How deep a request body is searched: deeper than any input type of the schema. */
const MAX_DEPTH = 32;

function unstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return NUL.test(value) || LONE_SURROGATE.test(value);
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => unstorable(item, depth + 1));
  // A multipart file's Buffer or stream is bytes, not text: not searched.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return Object.entries(value).some(([key, item]) => unstorable(key) || unstorable(item, depth + 1));
}

/**
 * PostgreSQL refuses NUL in text and lone surrogates in jsonb, which would surface as a 500
 * from whichever query first met the value. Refused here, once, for the whole request: the
 * query text (literals), the variables and, for GET, the query string; for REST routes the
 * JSON body and the query string.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  if (unstorable(request.body) || unstorable(request.query)) throw badUserInput(UNSTORABLE_TEXT_MESSAGE);
}
