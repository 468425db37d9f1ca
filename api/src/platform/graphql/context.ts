import type { MercuriusContext } from 'mercurius';
import type { RequestScope } from '../http/request-scope';

declare module 'mercurius' {
  interface MercuriusContext {
    /** The request's host tenant and session: every service call is scoped to it. */
    scope: RequestScope;
  }
}

/**
 * What every resolver is called with (the generated `Resolvers`' context): Mercurius' own (the
 * app, the reply) and the request's scope. The composition adds what only it uses (the relation
 * loaders) to Mercurius' context in the same way.
 */
export type GraphqlContext = MercuriusContext;
