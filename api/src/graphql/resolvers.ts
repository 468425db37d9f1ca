import type { GraphQLResolveInfo } from 'graphql';
import { createBankAccountResolvers } from '../banking';
import { createClientResolvers } from '../clients';
import { createRegistrationResolvers } from '../identity';
import { createClientMessageResolvers } from '../notices';
import { createTenantResolvers, type CssPolicy } from '../tenants';
import { createTransferEvidenceResolvers, createTransferResolvers, type MoneyMovement } from '../transfers';
import type { GraphqlContext } from '../platform/graphql/context';
import type { QueryResolvers, Resolvers } from '../platform/graphql/resolver-types';
import type { Services } from '../app/services';
import { relationResolvers } from './loaders';
import { preloadRelations } from './preload-relations';

/**
 * The API's resolvers: each domain's own (its queries, mutations and field resolvers, with the
 * domain's services passed in), the relation fields (loaders.ts), and the relation preloading of
 * the hot lists. Resolvers stay thin: arguments go to a service together with the request scope
 * (host tenant and session); rows come back in the GraphQL shape, except where a field needs
 * translating (cents → decimal strings, dates → ISO) or sanitizing.
 */
export function createResolvers(
  services: Services,
  options: { cssPolicy: CssPolicy; moneyMovement: Pick<MoneyMovement, 'evidence' | 'moves'> },
): Resolvers {
  const resolvers = mergeResolvers([
    createTenantResolvers({
      tenants: services.tenants,
      brandings: services.brandings,
      directory: services.directory,
      cssPolicy: options.cssPolicy,
    }),
    createClientResolvers({ clients: services.clients, documents: services.clientDocuments }),
    createRegistrationResolvers({
      readClient: async (id) => (await services.relations.clients([id]))[0],
    }),
    createTransferResolvers(services.transfers),
    createTransferEvidenceResolvers(options.moneyMovement),
    createBankAccountResolvers(services.bankAccounts),
    createClientMessageResolvers(services.clientMessages),
    relationResolvers,
  ]);
  return { ...resolvers, Query: withPreloadedRelations(resolvers.Query ?? {}) };
}

/** One resolver map from several; a field two of them resolve is a mistake, refused at start-up. */
function mergeResolvers(parts: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const into = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`${type}.${field} is resolved twice`);
        into[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

/**
 * The queries whose rows preload the relations the document selects, one batch per relation
 * for the whole page (preload-relations.ts): the history, a transfer's detail, the messages.
 */
const PRELOADED: Partial<Record<keyof QueryResolvers, 'Transfer' | 'ClientMessage'>> = {
  allTransfers: 'Transfer',
  Transfer: 'Transfer',
  allClientMessages: 'ClientMessage',
};

function withPreloadedRelations(query: QueryResolvers): QueryResolvers {
  const wrapped: Record<string, unknown> = { ...query };
  for (const [field, typeName] of Object.entries(PRELOADED)) {
    const resolve = query[field as keyof QueryResolvers] as
      ((root: unknown, args: unknown, context: GraphqlContext, info: GraphQLResolveInfo) => unknown) | undefined;
    if (!resolve) throw new Error(`Query.${field} has no resolver to preload the relations of`);
    wrapped[field] = async (root: unknown, args: unknown, context: GraphqlContext, info: GraphQLResolveInfo) => {
      const result = (await resolve(root, args, context, info)) as object | readonly object[] | null;
      if (result === null) return result;
      await preloadRelations(typeName, Array.isArray(result) ? result : [result], info, context);
      return result;
    };
  }
  return wrapped as QueryResolvers;
}
