/**
 * Registers a remote with the federation runtime the first time one of its screens is
 * needed. Registering lazily matters: the runtime fetches the entry of every registered
 * remote at start, and a first visit should download only the remote it shows.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { Deployment, ModuleId } from '../boot/deployment';

const registered = new Set<string>();

function ensureRegistered(deployment: Deployment, moduleId: ModuleId, force: boolean): string {
  const remote = deployment.modules[moduleId];
  if (!remote) throw new Error(`module ${moduleId} is not part of this deployment`);
  if (force || !registered.has(remote.name)) {
    // force drops the runtime's cached (failed) entry so Retry really fetches again.
    registerRemotes([{ name: remote.name, entry: remote.manifestUrl }], { force });
    registered.add(remote.name);
  }
  return remote.name;
}

/**
 * A Retry after a remote was down when the page loaded: the page's preloads of its files
 * (docs/adr/0026) failed then, and Chromium hands a failed preload to the first request for the
 * same URL. One attempt consumes the entry's, the next the screen's files; the third loads.
 */
const RETRY_ATTEMPTS = 3;

async function loadOnce(deployment: Deployment, moduleId: ModuleId, expose: string, force: boolean) {
  const name = ensureRegistered(deployment, moduleId, force);
  const loaded = await loadRemote<{ default: ComponentType }>(`${name}/${expose}`);
  if (!loaded?.default) throw new Error(`${name}/${expose} did not export a screen`);
  return loaded;
}

/** Loads one exposed screen, e.g. ('banking', 'BankAccounts') → mf_banking/BankAccounts. */
export async function loadRemoteScreen(
  deployment: Deployment,
  moduleId: ModuleId,
  expose: string,
  { retry = false } = {},
): Promise<{ default: ComponentType }> {
  if (!retry) return loadOnce(deployment, moduleId, expose, false);
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
