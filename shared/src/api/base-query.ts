import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { signOut } from '../session/session-slice';
import type { SessionState } from '../session/session-storage';
import type { LocaleState } from '../i18n/locale-slice';

// One base query for both kinds of call the portal makes (requirements §7): GraphQL operations
// and REST routes, both under the API base and both with the session's bearer token.

export const DEFAULT_API_BASE = '/api';

/** A GraphQL operation, POSTed to `${apiBase}/graphql`; the query result is its `data`. */
export interface GraphqlRequest {
  graphql: { query: string; variables?: Record<string, unknown> };
}

/** A REST call; `url` is a path under the API base ('/transfer/start'). */
export type RestRequest = FetchArgs;

export type PortalRequest = GraphqlRequest | RestRequest;

export interface PortalApiError {
  /** HTTP status, or why there is none. 'GRAPHQL_ERROR' is a 200 whose body carries `errors`. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR' | 'GRAPHQL_ERROR';
  /** The parsed response body, when there was one. */
  body?: unknown;
  /** The first GraphQL error's message. */
  message?: string;
}

/** The thunk extra argument of a portal store: configuration chosen at store creation. */
export interface PortalThunkExtra {
  apiBase: string;
}

interface GraphqlError {
  message?: unknown;
  extensions?: { code?: unknown };
}

const transport = fetchBaseQuery({
  prepareHeaders(headers, { getState }) {
    const state = getState() as { session: SessionState; locale: LocaleState };
    if (state.session.token) headers.set('Authorization', `Bearer ${state.session.token}`);
    // The server answers in the page's language (its errors, the texts it writes).
    headers.set('Accept-Language', state.locale.locale);
    return headers;
  },
});

function graphqlErrors(body: unknown): GraphqlError[] | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors as GraphqlError[]) : null;
}

/** What GraphQL errors add to an error: the first message, and 401 for an expired session. */
function fromGraphqlErrors(errors: GraphqlError[]): Pick<PortalApiError, 'message'> & { unauthenticated: boolean } {
  const first = errors[0]?.message;
  return {
    message: typeof first === 'string' ? first : undefined,
    unauthenticated: errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED'),
  };
}

function fromFetchError(error: FetchBaseQueryError): PortalApiError {
  if (typeof error.status === 'number') {
    const errors = graphqlErrors(error.data);
    return { status: error.status, body: error.data, ...(errors && { message: fromGraphqlErrors(errors).message }) };
  }
  // An unreadable body (a proxy's HTML page) still has a status worth acting on.
  if (error.status === 'PARSING_ERROR' && error.originalStatus >= 400) return { status: error.originalStatus };
  return { status: error.status };
}

function fromGraphqlBody(body: unknown): { data: unknown } | { error: PortalApiError } {
  const errors = graphqlErrors(body);
  if (!errors) return { data: (body as { data?: unknown } | null)?.data ?? null };
  const { message, unauthenticated } = fromGraphqlErrors(errors);
  return { error: { status: unauthenticated ? 401 : 'GRAPHQL_ERROR', body, message } };
}

export const portalBaseQuery: BaseQueryFn<PortalRequest, unknown, PortalApiError> = async (
  request,
  queryApi,
  extraOptions,
) => {
  const apiBase = (queryApi.extra as Partial<PortalThunkExtra> | undefined)?.apiBase ?? DEFAULT_API_BASE;
  const isGraphql = 'graphql' in request;
  const sentWith = (queryApi.getState() as { session: SessionState }).session.token;
  const args: FetchArgs = isGraphql
    ? { url: `${apiBase}/graphql`, method: 'POST', body: request.graphql }
    : { ...request, url: `${apiBase}${request.url}` };

  const response = await transport(args, queryApi, extraOptions);
  const result = response.error
    ? { error: fromFetchError(response.error) }
    : isGraphql
      ? fromGraphqlBody(response.data)
      : { data: response.data };

  // The server no longer knows this session: forget it, the shell's guards do the rest.
  // Deferred so this call settles with its 401 first; signing out resets the API cache,
  // which would otherwise wipe the very result its caller is waiting for. Only the session the
  // call was sent with: a call of a session already ended (one in flight at Log Out) answers
  // 401 late, and signing out again would reset the cache under the next visitor's requests.
  if ('error' in result && result.error.status === 401) {
    setTimeout(() => {
      const current = (queryApi.getState() as { session: SessionState }).session.token;
      if (sentWith !== null && current === sentWith) queryApi.dispatch(signOut());
    }, 0);
  }
  return result;
};
