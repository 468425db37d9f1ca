import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import { oncePerRequestRule } from '../identity';
import type { CssPolicy } from '../tenants';
import type { AppConfig } from '../platform/config/config';
import { refuseJsonDocuments } from '../platform/graphql/document-source';
import { createErrorFormatter } from '../platform/graphql/error-formatter';
import { createRelationLoaders } from './loaders';
import { queryCostRule } from '../platform/graphql/query-cost';
import { createResolvers } from './resolvers';
import { loadSchema } from '../platform/graphql/schema';
import { refuseUnstorableText } from '../platform/http/text-guard';
import { traceResolvers } from '../platform/observability';

/** Deep enough for every screen's query (Branding → tenant → tenantGroup is 3), shallow enough to stop abuse. */
export const MAX_QUERY_DEPTH = 8;

/** GraphQL at `/graphql` of the scope it is registered in (the API base). */
export async function graphqlPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const production = config.mode === 'production';
  const cssPolicy: CssPolicy = { allowedOrigins: config.web.assetHosts };
  await app.register(mercurius, {
    schema: loadSchema(),
    // A span per resolver when tracing is on; the same resolvers otherwise.
    resolvers: traceResolvers(createResolvers(app.services, { cssPolicy, moneyMovement: app.moneyMovement })),
    // Compiles a document to JavaScript (graphql-jit) once it has been seen twice: the screens
    // send a handful of fixed documents, so executing them stops walking the AST per request.
    jit: 1,
    path: '/graphql',
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    // Rejects form posts and GETs a browser would send cross-site without a preflight.
    csrfPrevention: true,
    // One request is one document (no arrays of operations), and a document holds at most one
    // field marked @oncePerRequest: neither batches nor aliases multiply guesses at a code.
    allowBatchedQueries: false,
    // A cost limit on top of the depth limit: fields × rows × aliases (query-cost.ts). Lists
    // also refuse `first` above 100 in the services.
    validationRules: production
      ? [oncePerRequestRule, queryCostRule(), NoSchemaIntrospectionCustomRule]
      : [oncePerRequestRule, queryCostRule()],
    errorFormatter: createErrorFormatter({ hideSuggestions: production }),
    additionalRouteOptions: {
      preValidation: [refuseUnstorableText, refuseJsonDocuments],
      // The language of the answer, resolved before the (synchronous) error formatter needs it. A
      // failed lookup (the database out of reach) leaves the best guess: the operation itself
      // then meets the fault and answers it as GraphQL does.
      preHandler: async (request) => {
        await request.language().catch(() => undefined);
      },
    },
    context: (request) => ({
      scope: { tenantIdentifier: request.tenantIdentifier, auth: request.auth },
      auth: request.auth,
      relationLoaders: createRelationLoaders(app.services, request.auth?.tenant ?? null),
    }),
  });
}
