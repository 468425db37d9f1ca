/**
 * Registers a remote with the federation runtime the first time one of its screens is
 * needed. Registering lazily matters: the runtime fetches the entry of every registered
 * remote at start, and a first visit should download only the remote it shows.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { PrefetchScreenData } from '@portal/shared';
import { screenRouteFor } from '@portal/shared/page';
import type { Deployment, ModuleId } from '../boot/deployment';
import { activeManifestUrl, fallBack } from './remote-fallback';

const registered = new Set<string>();

function ensureRegistered(deployment: Deployment, moduleId: ModuleId, force: boolean): string {
  const entry = activeManifestUrl(deployment, moduleId);
  const { name } = deployment.modules[moduleId]!;
  if (force || !registered.has(name)) {
    // force drops the runtime's cached (failed) entry so Retry really fetches again, and
    // replaces a release that failed by its fallback.
    registerRemotes([{ name, entry }], { force });
    registered.add(name);
  }
  return name;
}

/**
 * A Retry after a remote was down when the page loaded: the page's preloads of its files
 * (docs/boot.md) failed then, and Chromium hands a failed preload to the first request for the
 * same URL. One attempt consumes the entry's, the next the screen's files; the third loads.
 */
const RETRY_ATTEMPTS = 3;

async function loadOnce(deployment: Deployment, moduleId: ModuleId, expose: string, force: boolean) {
  const name = ensureRegistered(deployment, moduleId, force);
  const loaded = await loadRemote<ScreenModule>(`${name}/${expose}`);
  if (!loaded?.default) throw new Error(`${name}/${expose} did not export a screen`);
  return loaded;
}

/** An exposed screen: its component, and what it asks the API for first (PrefetchScreenData). */
export type ScreenModule = { default: ComponentType; prefetchScreenData?: PrefetchScreenData };

/** Every screen load begun on this page, keyed 'module/Expose'; a failed one is forgotten. */
const screenLoads = new Map<string, Promise<ScreenModule>>();
/** The screens that have loaded, for a synchronous render (see loadedRemoteScreen). */
const loadedScreens = new Map<string, ComponentType>();

const screenKey = (moduleId: ModuleId, expose: string) => `${moduleId}/${expose}`;

async function loadWithRetries(deployment: Deployment, moduleId: ModuleId, expose: string): Promise<ScreenModule> {
  let failure: unknown;
  for (let attempt = 0; attempt < RETRY_ATTEMPTS; attempt += 1) {
    try {
      return await loadOnce(deployment, moduleId, expose, true);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * Loads one exposed screen, e.g. ('banking', 'BankAccounts') → mf_banking/BankAccounts. A load
 * already under way (a preload, say) is shared; `retry` always starts a new one.
 */
export function loadRemoteScreen(
  deployment: Deployment,
  moduleId: ModuleId,
  expose: string,
  { retry = false } = {},
): Promise<ScreenModule> {
  const key = screenKey(moduleId, expose);
  const begun = screenLoads.get(key);
  if (begun && !retry) return begun;
  const load = (
    retry ? loadWithRetries(deployment, moduleId, expose) : loadOnce(deployment, moduleId, expose, false)
  ).catch((failure: unknown) => {
    // The tenant's previous release, once (remote-fallback.ts); then the failure stands.
    if (!fallBack(deployment, moduleId, failure)) throw failure;
    forgetModule(moduleId);
    return loadOnce(deployment, moduleId, expose, true);
  });
  screenLoads.set(key, load);
  load.then(
    (loaded) => loadedScreens.set(key, loaded.default),
    () => {
      if (screenLoads.get(key) === load) screenLoads.delete(key);
    },
  );
  return load;
}

/** Forgets every screen of a module that fell back: they came from the release that failed. */
export function forgetModule(moduleId: ModuleId): void {
  for (const key of [...screenLoads.keys(), ...loadedScreens.keys()]) {
    if (key.startsWith(`${moduleId}/`)) {
      screenLoads.delete(key);
      loadedScreens.delete(key);
    }
  }
}

/**
 * A screen that has already loaded, or undefined. Rendering it directly instead of through
 * React.lazy matters: a lazy component suspends on its first render even when its module is
 * there, its Suspense fallback is shown, and React 19 then holds the reveal of the screen for
 * up to 300 ms after a fallback appeared (its FALLBACK_THROTTLE_MS), so every screen would
 * start its data requests that much later.
 */
export function loadedRemoteScreen(moduleId: ModuleId, expose: string): ComponentType | undefined {
  return loadedScreens.get(screenKey(moduleId, expose));
}

/**
 * Begins loading the screen of `pathname` (a no-op for a path without one, or whose module is
 * not among `modules`) and hands it to `onLoaded`: called while the session is being checked,
 * so the screen (and its data) is there when the check ends. A failure is left for the screen
 * itself to show, with its Retry.
 */
export function preloadRouteScreen(
  deployment: Deployment,
  modules: ReadonlySet<ModuleId>,
  pathname: string,
  onLoaded: (screen: ScreenModule) => void = () => undefined,
): void {
  const route = screenRouteFor(pathname);
  if (!route || !modules.has(route.module)) return;
  loadRemoteScreen(deployment, route.module, route.expose).then(onLoaded, () => undefined);
}
