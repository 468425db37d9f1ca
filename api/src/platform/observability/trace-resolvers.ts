/**
 * A span per resolved GraphQL field that has a resolver of its own (root fields and the
 * relation fields of loaders.ts; plain properties have none and cost nothing). Mercurius has
 * no OpenTelemetry instrumentation, and graphql's (which patches graphql.execute) misses
 * documents Mercurius has compiled with graphql-jit; wrapping the resolvers covers both.
 * Without tracing the resolvers are returned untouched.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers } from 'mercurius';
import { inSpan, isTracingEnabled } from './tracing';

type Resolver = (parent: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo) => unknown;

export function traceResolvers(resolvers: IResolvers): IResolvers {
  if (!isTracingEnabled()) return resolvers;
  const traced: IResolvers = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    // Scalars (GraphQLScalarType instances) and other non-plain entries pass through.
    if (fields === null || typeof fields !== 'object' || Object.getPrototypeOf(fields) !== Object.prototype) {
      traced[typeName] = fields;
      continue;
    }
    const tracedFields: Record<string, unknown> = {};
    for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
      tracedFields[fieldName] =
        typeof resolver === 'function' ? traceField(typeName, fieldName, resolver as Resolver) : resolver;
    }
    traced[typeName] = tracedFields as IResolvers[string];
  }
  return traced;
}

function traceField(typeName: string, fieldName: string, resolve: Resolver): Resolver {
  const name = `graphql.resolve ${typeName}.${fieldName}`;
  return (parent, args, context, info) =>
    inSpan(
      name,
      {
        attributes: {
          'graphql.field.name': fieldName,
          'graphql.field.type': typeName,
          'graphql.operation.name': info.operation.name?.value ?? '',
          'graphql.operation.type': info.operation.operation,
        },
      },
      async () => resolve(parent, args, context, info),
    );
}
