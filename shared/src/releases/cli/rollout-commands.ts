/**
 * `pnpm release promote|rollback|check|status|list`: the operator's side of the rollout
 * (docs/releases.md). Every change goes through the change log (change-log.ts); a promotion of
 * a release goes through the compatibility gate first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { moduleFederationName, REMOTE_PACKAGES } from '../../../build/modules';
import { appendChange, readChanges } from '../change-log';
import { incompatibilities, type ShellContract } from '../compatibility-gate';
import { listReleases, readRelease, releaseFolder, type ReleaseInfo } from '../release-store';
import {
  describeRef,
  foldChanges,
  planPromote,
  planRollback,
  type ReleaseRef,
  type RolloutChange,
} from '../rollout-rules';
import { shellContractOf } from './build-release';

export interface Context {
  repoRoot: string;
  releasesDir: string;
  by: string;
  now: () => string;
  print: (line: string) => void;
}

/** 'messages' or 'mf-messages' → the module id. */
export function moduleId(name: string): keyof typeof REMOTE_PACKAGES {
  const byPackage = Object.entries(REMOTE_PACKAGES).find(([, packageName]) => packageName === name)?.[0];
  const id = byPackage ?? name;
  if (!(id in REMOTE_PACKAGES)) {
    throw new Error(`no module ${name}: one of ${Object.keys(REMOTE_PACKAGES).join(', ')} (or their packages)`);
  }
  return id as keyof typeof REMOTE_PACKAGES;
}

/** The shell a release must fit: a named shell release, or the shell build this checkout serves. */
function shellContract(context: Context, shellVersion: string | undefined): { contract: ShellContract; name: string } {
  if (shellVersion) {
    const folder = releaseFolder(context.releasesDir, 'shell', 'shell', shellVersion);
    if (!existsSync(folder)) throw new Error(`no shell release ${shellVersion} (pnpm release list shell)`);
    return { contract: readRelease(folder), name: `shell release ${shellVersion}` };
  }
  return {
    contract: shellContractOf(context.repoRoot, path.join(context.repoRoot, 'shell', 'dist')),
    name: 'the shell build served (shell/dist)',
  };
}

/** The gate's verdict on one release: its record, or an error naming every reason. */
export function checkRelease(context: Context, module: string, version: string, shellVersion?: string): ReleaseInfo {
  const id = moduleId(module);
  const folder = releaseFolder(context.releasesDir, 'remote', REMOTE_PACKAGES[id], version);
  if (!existsSync(folder))
    throw new Error(`no release ${version} of ${REMOTE_PACKAGES[id]} (pnpm release list ${REMOTE_PACKAGES[id]})`);
  const release = readRelease(folder);
  const shell = shellContract(context, shellVersion);
  const reasons = incompatibilities(
    release,
    { module: id, federationName: moduleFederationName(REMOTE_PACKAGES[id]) },
    shell.contract,
  );
  if (reasons.length > 0) {
    throw new Error(
      `refused: ${REMOTE_PACKAGES[id]} ${version} is incompatible with ${shell.name}:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`,
    );
  }
  return release;
}

const describeChange = (change: RolloutChange) =>
  `${change.at} ${change.by}: ${change.action} ${change.module} for ${change.tenant ?? 'every tenant'}` +
  `${change.percent < 100 ? ` (${change.percent}% of clients)` : ''}: ${describeRef(change.from)} → ${describeRef(change.to)}`;

export function promote(
  context: Context,
  options: { module: string; release: string; tenant: string | null; percent: number; shell?: string },
): RolloutChange {
  const id = moduleId(options.module);
  // 'build' names the package's own build (<package>/dist): the state before any release.
  const release: ReleaseRef = options.release === 'build' ? null : options.release;
  if (release !== null) checkRelease(context, id, release, options.shell);
  const change = appendChange(context.releasesDir, (changes) =>
    planPromote(foldChanges(changes), {
      module: id,
      tenant: options.tenant,
      release,
      percent: options.percent,
      by: context.by,
      at: context.now(),
    }),
  );
  context.print(describeChange(change));
  return change;
}

export function rollback(context: Context, options: { module: string; tenant: string | null }): RolloutChange {
  const id = moduleId(options.module);
  const change = appendChange(context.releasesDir, (changes) =>
    planRollback(foldChanges(changes), { module: id, tenant: options.tenant, by: context.by, at: context.now() }),
  );
  context.print(describeChange(change));
  return change;
}

export function list(context: Context, packageName: string | undefined) {
  const packages = packageName ? [packageName] : ['shell', ...Object.values(REMOTE_PACKAGES)];
  for (const name of packages) {
    const releases = listReleases(context.releasesDir, name === 'shell' ? 'shell' : 'remote', name);
    context.print(releases.length === 0 ? `${name}: no releases` : `${name}:`);
    for (const release of releases) {
      context.print(
        `  ${release.version}  built ${release.builtAt}  commit ${release.commit.slice(0, 12)}${release.commitDirty ? ' (with uncommitted changes)' : ''}`,
      );
    }
  }
}

export function status(context: Context) {
  const changes = readChanges(context.releasesDir);
  const state = foldChanges(changes);
  for (const id of Object.keys(REMOTE_PACKAGES)) {
    const rollout = state[id];
    const canary = (scope?: { canary?: { release: string; percent: number } }) =>
      scope?.canary ? `, ${scope.canary.release} to ${scope.canary.percent}% of clients` : '';
    context.print(`${id}: every tenant ${describeRef(rollout?.default.release ?? null)}${canary(rollout?.default)}`);
    for (const [tenant, scope] of Object.entries(rollout?.tenants ?? {})) {
      if (scope.release === undefined && !scope.canary) continue;
      context.print(
        `  ${tenant}: ${scope.release === undefined ? 'the default' : describeRef(scope.release)}${canary(scope)}`,
      );
    }
  }
  context.print(`\n${changes.length} change(s); the last:`);
  for (const change of changes.slice(-10)) context.print(`  ${describeChange(change)}`);
}
