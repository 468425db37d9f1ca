/**
 * JSON bodies are validated without type coercion. Fastify's default Ajv coerces every part
 * of a request ('array' mode): `agreement: "true"`, `1` or `[true]` pass as `true`, a number
 * passes as a string, and `{"query": ["{ … }"]}` as a GraphQL document. A browser sends the
 * real types, so anything else in a body is an error the caller must see (400), not a value
 * to guess at. Path and query-string values are text by nature and keep Fastify's coercion
 * (a route may declare an integer query parameter).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

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
type Compile = (route: RouteSchema) => unknown;

export function strictBodyValidators(): ValidatorFactory {
  // @fastify/ajv-compiler is Fastify's own default; its published types describe a plain Ajv
  // compile function, not the route-aware one Fastify calls, hence the local types.
  const build = AjvCompiler() as unknown as (externalSchemas: ExternalSchemas, options: AjvServerOptions) => Compile;
  const factory = (externalSchemas: ExternalSchemas, options: AjvServerOptions = {}): Compile => {
    const coercing = build(externalSchemas, options);
    const strict = build(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  };
  return factory as unknown as ValidatorFactory;
}
