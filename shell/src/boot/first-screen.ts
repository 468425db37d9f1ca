import { selectClient, type PortalStore, type Tenant } from '@portal/shared';
import type { Deployment } from './deployment';
import { runInTasksOfTheirOwn } from './next-task';
import { preloadRouteScreen } from '../remotes/remote-registry';
import { sessionCheckPrefetches } from '../routing/session-checks';
import { enabledModules } from '../tenant/enabled-modules';

/**
 * Starts what the page's first screen waits for, before React renders it (docs/boot.md): the
 * route's screen from its remote and, for a signed-in client, the session guard's checks and
 * the screen's first data. Started from the components' effects, they would wait for hydration
 * and its commit, and lengthen that task. The components still ask for the same things and
 * find them loaded or under way.
 *
 * Each start is a task of its own: sending a request costs a few milliseconds of a phone's
 * main thread, and together they would be one long task (TBT). The screen goes first: its
 * chain (manifest, remote entry, screen, then its data) is the longest.
 */
export function startFirstScreen(store: PortalStore, deployment: Deployment, tenant: Tenant, pathname: string) {
  const clientId = selectClient(store.getState())?.id;
  return runInTasksOfTheirOwn([
    () =>
      preloadRouteScreen(deployment, enabledModules(deployment, tenant), pathname, (screen) => {
        if (clientId) screen.prefetchScreenData?.(store.dispatch, clientId);
      }),
    ...(clientId ? sessionCheckPrefetches(clientId, tenant.id).map((start) => () => start(store.dispatch)) : []),
  ]);
}
