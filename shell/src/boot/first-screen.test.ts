import { createPortalStore, sessionApi, signIn, type Tenant } from '@portal/shared';
import { json, stubApi } from '@portal/shared/testing';
import { startFirstScreen } from './first-screen';
import { testDeployment } from './test-deployment';
import { preloadRouteScreen, type ScreenModule } from '../remotes/remote-registry';

jest.mock('../remotes/remote-registry', () => ({ preloadRouteScreen: jest.fn() }));
const preload = jest.mocked(preloadRouteScreen);

const client = { id: 'c-1', email: 'ana@example.com', firstName: 'Ana', tenant: { id: 't-1' } };
// The tenant enables messages, which this deployment does not ship.
const tenant = { id: 't-1', enabledModules: ['banking', 'transfers', 'messages'] } as unknown as Tenant;
const deployment = testDeployment(['onboarding', 'banking', 'transfers']);

function api() {
  return stubApi({
    Client: () => json({ data: { Client: client } }),
    [`GET /security/customer/${client.id}/${tenant.id}`]: () => json({ hasSsn: true, hasDob: true }),
    allTransfers: () => json({ data: { allTransfers: [] } }),
  });
}

/** Chrome's scheduler.yield, as a later task; counts the tasks the starts were spread over. */
let tasks = 0;
const globals = globalThis as { scheduler?: unknown };
beforeEach(() => {
  sessionStorage.clear();
  tasks = 0;
  globals.scheduler = {
    yield: () => {
      tasks += 1;
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    },
  };
});
afterEach(() => {
  delete globals.scheduler;
  jest.clearAllMocks();
});

describe('startFirstScreen', () => {
  it("starts a client's session checks and the route's screen, whose first data gets the client", async () => {
    const calls = api();
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
    store.dispatch(signIn({ token: 'tok', client }));

    await startFirstScreen(store, deployment, tenant, '/transfer-history');

    expect(preload).toHaveBeenCalledWith(
      deployment,
      new Set(['banking', 'transfers']),
      '/transfer-history',
      expect.any(Function),
    );
    await Promise.all(store.dispatch(sessionApi.util.getRunningQueriesThunk()));
    // The guard's three checks, as its own queries name them (their cache entries).
    expect(calls.map((call) => call.field ?? call.path).sort()).toEqual(
      ['Client', `/security/customer/${client.id}/${tenant.id}`, 'allTransfers'].sort(),
    );
    expect(calls.every((call) => call.authorization === 'Bearer tok')).toBe(true);
    expect(sessionApi.endpoints.getSessionClient.select(client.id)(store.getState()).data).toEqual(client);

    const prefetchScreenData = jest.fn();
    const onLoaded = preload.mock.calls[0]![3]!;
    onLoaded({ default: () => null, prefetchScreenData } as ScreenModule);
    expect(prefetchScreenData).toHaveBeenCalledWith(store.dispatch, client.id);
    // The screen, then each check, in a task of its own.
    expect(tasks).toBe(4);
  });

  it("starts a visitor's screen and asks the API nothing", async () => {
    const calls = api();
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });

    await startFirstScreen(store, deployment, tenant, '/login');

    expect(preload).toHaveBeenCalledWith(deployment, expect.any(Set), '/login', expect.any(Function));
    const prefetchScreenData = jest.fn();
    preload.mock.calls[0]![3]!({ default: () => null, prefetchScreenData } as ScreenModule);
    expect(prefetchScreenData).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
