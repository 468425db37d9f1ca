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

/** Loads one exposed screen, e.g. ('banking', 'BankAccounts') → mf_banking/BankAccounts. */
export async function loadRemoteScreen(
  deployment: Deployment,
  moduleId: ModuleId,
  expose: string,
  { retry = false } = {},
): Promise<{ default: ComponentType }> {
  const name = ensureRegistered(deployment, moduleId, retry);
  const loaded = await loadRemote<{ default: ComponentType }>(`${name}/${expose}`);
  if (!loaded?.default) throw new Error(`${name}/${expose} did not export a screen`);
  return loaded;
}
