/**
 * Response serializers compiled when a route first answers with that status, not at start-up:
 * fast-json-stringify builds (and evaluates) a function per route and status, a noticeable part
 * of the server's boot (docs/adr/0044), for routes most processes never serve. The serializer is
 * Fastify's default one either way; only the moment it is built moves.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { onFirstUse } from '../first-use';

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

export function serializersOnFirstUse(): SerializerFactory {
  const select = SerializerSelector();
  const factory: ReturnType<typeof SerializerSelector> = (externalSchemas, options) => {
    const compiler = onFirstUse(() => select(externalSchemas, options));
    return (route) => {
      const serializer = onFirstUse(() => compiler()(route));
      return (payload) => serializer()(payload);
    };
  };
  return factory as unknown as SerializerFactory;
}
