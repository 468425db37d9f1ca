import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * SDL directive for fields that send a code or check one (or otherwise cost a guess or an
 * SMS). A GraphQL document may hold at most one such field: aliases (`a: verify(…) b: verify(…)`)
 * would otherwise turn one request, and one tick of a per-request rate limit, into hundreds
 * of guesses. Batched requests (an array of documents) are refused by Mercurius itself
 * (`allowBatchedQueries: false`), so one request is one document.
 */
export const ONCE_PER_REQUEST_DIRECTIVE = 'oncePerRequest';

export const ONCE_PER_REQUEST_MESSAGE = 'A request may contain only one sign-in or security-code operation';

export const oncePerRequestRule: ValidationRule = (context) => {
  let seen = 0;
  return {
    Field(node) {
      const directives = context.getFieldDef()?.astNode?.directives ?? [];
      if (!directives.some((directive) => directive.name.value === ONCE_PER_REQUEST_DIRECTIVE)) return;
      seen += 1;
      if (seen === 2) context.reportError(new GraphQLError(ONCE_PER_REQUEST_MESSAGE, { nodes: node }));
    },
  };
};
