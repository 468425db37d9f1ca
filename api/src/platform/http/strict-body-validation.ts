/**
 * JSON bodies are validated without type coercion. Fastify's default Ajv coerces every part
 * of a request ('array' mode): `agreement: "true"`, `1` or `[true]` pass as `true`, a number
 * passes as a string, and `{"query": ["{ … }"]}` as a GraphQL document. A browser sends the
 * real types, so anything else in a body is an error the caller must see (400), not a value
 * to guess at. Path and query-string values are text by nature and keep Fastify's coercion
 * (a route may declare an integer query parameter).
 *
 * Each validator is compiled when its route part is first validated, not at start-up: Ajv
 * compiling every route's schemas was the largest part of the server's boot after the database
 * (docs/adr/0044). The validator is the same Ajv function either way; a schema Ajv rejects now
 * fails its route's first request (every route has a test) rather than the start.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { onFirstUse } from '../first-use';

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
type ExternalSchemas = Record<string, unknown>;
interface AjvServerOptions {
  customOptions?: Record<string, unknown>;
}
/** What Fastify passes to a validator compiler for one part of one route. */
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}
/** An Ajv validate function as Fastify uses it: called, then `errors` (and `schemaEnv`) read. */
type Validate = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Compile = (route: RouteSchema) => Validate;

/** Stands in for the validator `compile` makes, and makes it on first use. */
function compiledOnFirstUse(compile: () => Validate): Validate {
  const validator = onFirstUse(compile);
  const validate: Validate = (...args) => validator()(...args);
  // Fastify reads schemaEnv before each call (Ajv may then replace a coerced root value) and
  // errors after a failed one: both are the real validator's.
  Object.defineProperty(validate, 'schemaEnv', { get: () => validator().schemaEnv });
  Object.defineProperty(validate, 'errors', { get: () => validator().errors });
  return validate;
}

export function strictBodyValidators(): ValidatorFactory {
  // @fastify/ajv-compiler is Fastify's own default; its published types describe a plain Ajv
  // compile function, not the route-aware one Fastify calls, hence the local types.
  const build = AjvCompiler() as unknown as (externalSchemas: ExternalSchemas, options: AjvServerOptions) => Compile;
  const factory = (externalSchemas: ExternalSchemas, options: AjvServerOptions = {}): Compile => {
    // The Ajv instances too are made on first use.
    const coercing = onFirstUse(() => build(externalSchemas, options));
    const strict = onFirstUse(() =>
      build(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } }),
    );
    return (route) => compiledOnFirstUse(() => (route.httpPart === 'body' ? strict()(route) : coercing()(route)));
  };
  return factory as unknown as ValidatorFactory;
}
