import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { signIn, signOut } from '../session/session-slice';
import { json, mockFetch } from '../testing/mock-fetch';
import { createPortalStore, normalizeApiBase } from './create-portal-store';
import { rootReducer } from './root-reducer';
import { tenantApi } from '../tenant/tenant-api';

// Two "remotes" add endpoints to the one API slice, as mf-transfers and mf-banking do.
interface Transfer {
  id: string;
  status: string;
}

const historyRemote = api.injectEndpoints({
  endpoints: (build) => ({
    transferHistory: build.query<Transfer[], void>({
      query: () => ({ graphql: { query: 'query { allTransfers(sortBy: [createdAt_DESC]) { id status } }' } }),
      transformResponse: (data: { allTransfers: Transfer[] }) => data.allTransfers,
      providesTags: ['Transfer'],
    }),
  }),
});

const transfersRemote = api.injectEndpoints({
  endpoints: (build) => ({
    startTransfer: build.mutation<{ ok: boolean }, { bankAccountId: string; transferId: string }>({
      query: (body) => ({ url: '/transfer/start', method: 'POST', body }),
      invalidatesTags: ['Transfer', 'BankAccount'],
    }),
  }),
});

// A remote's own slice, injected at run time.
const draftSlice = createSlice({
  name: 'transferDraft',
  initialState: { amount: '' },
  reducers: {},
  selectors: { selectDraftAmount: (draft) => draft.amount },
});
declare module './root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging, as a remote does
  interface LazyLoadedSlices extends WithSlice<typeof draftSlice> {}
}

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const API_BASE = 'http://portal.test/api';

beforeEach(() => sessionStorage.clear());

describe('createPortalStore', () => {
  it('holds the api, session and toast slices', () => {
    const { store } = createPortalStore();
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['api', 'session', 'toast']));
  });

  it('refetches a query of one remote when a mutation of another invalidates its tag', async () => {
    let status = 'draft';
    const { sent } = mockFetch((request) =>
      request.url.endsWith('/graphql') ? json({ data: { allTransfers: [{ id: 't1', status }] } }) : json({ ok: true }),
    );
    const { store } = createPortalStore({ apiBase: API_BASE });

    const subscription = store.dispatch(historyRemote.endpoints.transferHistory.initiate());
    expect((await subscription).data).toEqual([{ id: 't1', status: 'draft' }]);

    status = 'pending';
    await store.dispatch(transfersRemote.endpoints.startTransfer.initiate({ bankAccountId: 'b1', transferId: 't1' }));

    const history = () => historyRemote.endpoints.transferHistory.select()(store.getState()).data;
    await until(() => history()?.[0]?.status === 'pending');
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${API_BASE}/graphql`,
      `POST ${API_BASE}/transfer/start`,
      `POST ${API_BASE}/graphql`,
    ]);
    subscription.unsubscribe();
  });

  it('lets a remote inject its own slice into the running store', () => {
    const { store, rootReducer: returned } = createPortalStore();
    expect(returned).toBe(rootReducer);

    const withDraft = rootReducer.inject(draftSlice);
    const { selectDraftAmount } = draftSlice.injectInto(withDraft).selectors;

    expect(selectDraftAmount(store.getState())).toBe('');
    store.dispatch({ type: 'any/action' });
    expect(store.getState().transferDraft).toEqual({ amount: '' });
  });

  it('drops cached responses when the user signs out', async () => {
    mockFetch(() => json({ data: { allTransfers: [{ id: 't1', status: 'draft' }] } }));
    const { store } = createPortalStore({ apiBase: API_BASE });
    store.dispatch(signIn({ token: 'tok' }));
    await store.dispatch(historyRemote.endpoints.transferHistory.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    store.dispatch(signOut());

    expect(store.getState().api.queries).toEqual({});
  });
});

describe('signing out', () => {
  it('keeps the public tenant and branding of the page, nothing else', async () => {
    mockFetch((request) =>
      json({
        data: JSON.stringify(request.body).includes('allTenants')
          ? { allTenants: [{ id: 't1', name: 'Demo' }] }
          : { allTransfers: [{ id: 't1', status: 'draft' }] },
      }),
    );
    const { store } = createPortalStore({ apiBase: API_BASE });
    store.dispatch(signIn({ token: 'tok' }));
    await store.dispatch(tenantApi.endpoints.getTenant.initiate('demo'));
    await store.dispatch(historyRemote.endpoints.transferHistory.initiate());

    store.dispatch(signOut());

    const entries = Object.values(store.getState().api.queries);
    expect(entries.map((entry) => [entry?.endpointName, entry?.status])).toEqual([['getTenant', 'fulfilled']]);
    expect(tenantApi.endpoints.getTenant.select('demo')(store.getState()).data).toEqual({ id: 't1', name: 'Demo' });
  });
});

describe('normalizeApiBase', () => {
  it("defaults to same-origin '/api' and drops trailing slashes", () => {
    expect(normalizeApiBase()).toBe('/api');
    expect(normalizeApiBase('https://api.example.com/v1/')).toBe('https://api.example.com/v1');
  });
});
