import { api } from './api-slice';
import type { PortalApiError } from './base-query';
import { errorMessage } from './error-message';
import { signIn, signOut } from '../session/session-slice';
import { createPortalStore } from '../store/create-portal-store';
import { json, mockFetch } from '../testing/mock-fetch';

const API_BASE = 'http://portal.test/api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    graphqlProbe: build.query<unknown, { id: string }>({
      query: ({ id }) => ({
        graphql: { query: 'query T($id: ID!) { Transfer(where: { id: $id }) { id } }', variables: { id } },
      }),
    }),
    restProbe: build.mutation<unknown, { bankAccountId: string; transferId: string }>({
      query: (body) => ({ url: '/transfer/start', method: 'POST', body }),
    }),
  }),
});

function setup() {
  const { store } = createPortalStore({ apiBase: `${API_BASE}/` });
  return store;
}

async function queryError(store: ReturnType<typeof setup>): Promise<PortalApiError> {
  const result = await store.dispatch(probeApi.endpoints.graphqlProbe.initiate({ id: 't1' }));
  return result.error as PortalApiError;
}

beforeEach(() => sessionStorage.clear());

describe('portal base query', () => {
  it('POSTs GraphQL operations to {apiBase}/graphql with the bearer token and returns data', async () => {
    const { sent } = mockFetch(() => json({ data: { Transfer: { id: 't1' } } }));
    const store = setup();
    store.dispatch(signIn({ token: 'tok-1' }));

    const result = await store.dispatch(probeApi.endpoints.graphqlProbe.initiate({ id: 't1' }));

    expect(result.data).toEqual({ Transfer: { id: 't1' } });
    expect(sent).toEqual([
      {
        url: `${API_BASE}/graphql`,
        method: 'POST',
        authorization: 'Bearer tok-1',
        contentType: 'application/json',
        body: { query: expect.stringContaining('Transfer(where'), variables: { id: 't1' } },
      },
    ]);
  });

  it('sends REST calls to {apiBase}{url} with their method and JSON body', async () => {
    const { sent } = mockFetch(() => json({ ok: true }));
    const store = setup();
    store.dispatch(signIn({ token: 'tok-2' }));

    const result = await store.dispatch(
      probeApi.endpoints.restProbe.initiate({ bankAccountId: 'b1', transferId: 't1' }),
    );

    expect(result).toEqual({ data: { ok: true } });
    expect(sent[0]).toMatchObject({
      url: `${API_BASE}/transfer/start`,
      method: 'POST',
      authorization: 'Bearer tok-2',
      body: { bankAccountId: 'b1', transferId: 't1' },
    });
  });

  it('sends no Authorization header without a session', async () => {
    const { sent } = mockFetch(() => json({ data: {} }));
    await setup().dispatch(probeApi.endpoints.graphqlProbe.initiate({ id: 't1' }));
    expect(sent[0]?.authorization).toBeNull();
  });

  it('turns GraphQL errors in a 200 response into an error with the first message', async () => {
    mockFetch(() => json({ data: null, errors: [{ message: 'Transfer not found' }, { message: 'second' }] }));
    const error = await queryError(setup());
    expect(error).toMatchObject({ status: 'GRAPHQL_ERROR', message: 'Transfer not found' });
    expect(errorMessage(error)).toBe('Transfer not found');
  });

  it('keeps the HTTP status and body of a failed REST call', async () => {
    mockFetch(() => json({ message: 'Bank account not found, please select bank account' }, 404));
    const result = await setup().dispatch(
      probeApi.endpoints.restProbe.initiate({ bankAccountId: 'x', transferId: 't' }),
    );
    expect(result.error).toEqual({
      status: 404,
      body: { message: 'Bank account not found, please select bank account' },
    });
    expect(errorMessage(result.error)).toBe('Bank account not found, please select bank account');
  });

  it('reads the message of a GraphQL error sent with a 4xx status', async () => {
    mockFetch(() => json({ errors: [{ message: 'Unknown argument "x"' }] }, 400));
    expect(await queryError(setup())).toMatchObject({ status: 400, message: 'Unknown argument "x"' });
  });

  it('reports a network failure without a message, so the generic text shows', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await queryError(setup());
    expect(error).toEqual({ status: 'FETCH_ERROR' });
    expect(errorMessage(error)).toBe('Something went wrong... please try again in a few minutes');
  });

  it('keeps the status of an error page that is not JSON', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await queryError(setup())).toEqual({ status: 502 });
  });

  it.each([
    ['an HTTP 401', () => json({ message: 'Session expired' }, 401)],
    [
      'a GraphQL UNAUTHENTICATED error',
      () => json({ errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] }),
    ],
  ])('signs out on %s', async (_, response) => {
    mockFetch(response);
    const store = setup();
    store.dispatch(signIn({ token: 'stale', client: { id: 'c1' } }));

    const error = await queryError(store);

    expect(error.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session).toEqual({ token: null, client: null, realtor: null, loginUser: null });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('leaves the next session alone when a call of one already ended answers 401 late', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = setup();
    store.dispatch(signIn({ token: 'ended', client: { id: 'c1' } }));
    const late = queryError(store);
    // Log Out, then the next visitor signs in while that call is still on its way.
    store.dispatch(signOut());
    store.dispatch(signIn({ token: 'next', client: { id: 'c2' } }));
    answer(json({ message: 'Session expired' }, 401));

    // The call's own answer went with the cache its session had: only the session matters here.
    await late;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session.token).toBe('next');
  });
});
