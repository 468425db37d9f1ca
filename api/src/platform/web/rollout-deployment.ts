/**
 * The deployment config of one page: the server's own (deployment.ts) with each module pointed
 * at the release the rollout gives this tenant and client (docs/releases.md, ADR 0073). The
 * change log is re-read when it grows, so `pnpm release promote|rollback` reaches the next page
 * without a restart or a shell rebuild.
 *
 * A module still on its package build with no change ever made stays exactly as before (no
 * release fields): the inline boot data grows only where a rollout exists, and then by the
 * release, the fallback and the last change of each module (a few hundred bytes). The shell is
 * rolled out by the same rules (SHELL_MODULE): its release decides which shell build the page
 * is (web-plugin.ts), and the page names it with its change only once the shell was promoted.
 */
import { REMOTE_PACKAGES } from '@portal/shared/build/modules';
import {
  cachedChanges,
  foldChanges,
  hasCanary,
  resolveRelease,
  SHELL_MODULE,
  type ReleaseRef,
  type RolloutChange,
} from '@portal/shared/releases';
import type { DeploymentConfig, ModuleId } from './deployment';

export interface RolloutOptions {
  /** Where the releases and the change log are (RELEASES_DIR); null: no rollout. */
  releasesDir: string | null;
  /** The URL the releases folder is published at (RELEASES_URL): this server's /releases/ or a CDN. */
  releasesUrl: string;
}

export function createRolloutDeployment(base: DeploymentConfig, { releasesDir, releasesUrl }: RolloutOptions) {
  const readChanges = releasesDir ? cachedChanges(releasesDir) : () => [];
  let folded: { changes: RolloutChange[]; state: ReturnType<typeof foldChanges> } | null = null;
  const state = () => {
    const changes = readChanges();
    if (folded?.changes !== changes) folded = { changes, state: foldChanges(changes) };
    return folded.state;
  };

  const manifestUrl = (id: ModuleId, release: ReleaseRef) =>
    release === null
      ? base.modules[id]!.manifestUrl
      : `${releasesUrl}remotes/${REMOTE_PACKAGES[id]}/${release}/mf-manifest.json`;

  return {
    /** Whether some module has a canary: only then does a page need the client's sticky key. */
    needsClientKey: () => hasCanary(state()),
    /** The deployment for a page of `tenant`, for the client whose key is `clientKey` (null: none). */
    deploymentFor(tenant: string, clientKey: string | null): DeploymentConfig {
      const current = state();
      if (Object.keys(current).length === 0) return base;
      const shell = resolveRelease(current, SHELL_MODULE, tenant, clientKey);
      const modules: DeploymentConfig['modules'] = {};
      for (const [id, remote] of Object.entries(base.modules) as Array<
        [ModuleId, NonNullable<(typeof base.modules)[ModuleId]>]
      >) {
        const resolved = resolveRelease(current, id, tenant, clientKey);
        if (resolved.release === null && !resolved.change) {
          modules[id] = remote;
          continue;
        }
        modules[id] = {
          name: remote.name,
          manifestUrl: manifestUrl(id, resolved.release),
          release: resolved.release ?? 'build',
          ...(resolved.previous !== undefined
            ? { fallback: { release: resolved.previous ?? 'build', manifestUrl: manifestUrl(id, resolved.previous) } }
            : {}),
          ...(resolved.change
            ? {
                change: {
                  at: resolved.change.at,
                  by: resolved.change.by,
                  from: resolved.change.from ?? 'build',
                  to: resolved.change.to ?? 'build',
                },
              }
            : {}),
        };
      }
      return {
        ...base,
        modules,
        ...(shell.change
          ? {
              shell: {
                release: shell.release ?? 'build',
                change: {
                  at: shell.change.at,
                  by: shell.change.by,
                  from: shell.change.from ?? 'build',
                  to: shell.change.to ?? 'build',
                },
              },
            }
          : {}),
      };
    },
  };
}

export type RolloutDeployment = ReturnType<typeof createRolloutDeployment>;
