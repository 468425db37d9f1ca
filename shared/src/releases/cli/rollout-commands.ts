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
  currentOf,
  describeRef,
  foldChanges,
  planPromote,
  planRollback,
  SHELL_MODULE,
  type ReleaseRef,
  type RolloutChange,
  type RolloutState,
} from '../rollout-rules';
import { shellContractOf } from './build-release';

export interface Context {
  repoRoot: string;
  releasesDir: string;
  by: string;
  now: () => string;
  print: (line: string) => void;
}

type RemoteId = keyof typeof REMOTE_PACKAGES;

/** 'messages' or 'mf-messages' → the module id. */
export function moduleId(name: string): RemoteId {
  const byPackage = Object.entries(REMOTE_PACKAGES).find(([, packageName]) => packageName === name)?.[0];
  const id = byPackage ?? name;
  if (!(id in REMOTE_PACKAGES)) {
    throw new Error(`no module ${name}: one of ${Object.keys(REMOTE_PACKAGES).join(', ')} (or their packages)`);
  }
  return id as RemoteId;
}

/** A module id, or the shell ('shell'): what the rollout commands act on. */
const rolloutId = (name: string): RemoteId | typeof SHELL_MODULE => (name === SHELL_MODULE ? name : moduleId(name));

const stateOf = (context: Context) => foldChanges(readChanges(context.releasesDir));

/**
 * The shell a release must fit: a named shell release, or the shell the rollout gives `tenant`
 * (null: every tenant) — a shell release, or the shell build this checkout serves.
 */
function shellContract(
  context: Context,
  shellVersion: string | undefined,
  tenant: string | null = null,
): { contract: ShellContract; name: string } {
  shellVersion ??= currentOf(stateOf(context), SHELL_MODULE, tenant) ?? undefined;
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
export function checkRelease(
  context: Context,
  module: string,
  version: string,
  shellVersion?: string,
  tenant: string | null = null,
): ReleaseInfo {
  const id = moduleId(module);
  const folder = releaseFolder(context.releasesDir, 'remote', REMOTE_PACKAGES[id], version);
  if (!existsSync(folder))
    throw new Error(`no release ${version} of ${REMOTE_PACKAGES[id]} (pnpm release list ${REMOTE_PACKAGES[id]})`);
  const release = readRelease(folder);
  const shell = shellContract(context, shellVersion, tenant);
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

/** The remote releases the rollout names for `tenant`'s pages (null: any tenant's), by module. */
function remoteReleasesServed(state: RolloutState, tenant: string | null): Array<[RemoteId, string]> {
  const served: Array<[RemoteId, string]> = [];
  for (const id of Object.keys(REMOTE_PACKAGES) as RemoteId[]) {
    const rollout = state[id];
    const scopes = !rollout
      ? []
      : tenant === null
        ? [rollout.default, ...Object.values(rollout.tenants)]
        : [rollout.tenants[tenant]?.release !== undefined ? rollout.tenants[tenant] : rollout.default];
    const releases = new Set<string>();
    for (const scope of scopes) {
      if (scope?.release) releases.add(scope.release);
      if (scope?.canary) releases.add(scope.canary.release);
    }
    if (tenant !== null && rollout?.tenants[tenant]?.canary) releases.add(rollout.tenants[tenant].canary.release);
    for (const release of releases) served.push([id, release]);
  }
  return served;
}

/**
 * The gate for a shell release: it must exist, and every remote release the rollout gives the
 * promoted scope's pages must fit it (the same comparison as a remote's promotion, from the
 * other side). A package's own build is not a release with a record: `pnpm build` builds it
 * with the shell.
 */
export function checkShellRelease(context: Context, version: string, tenant: string | null): ReleaseInfo {
  const folder = releaseFolder(context.releasesDir, 'shell', 'shell', version);
  if (!existsSync(folder)) throw new Error(`no shell release ${version} (pnpm release list shell)`);
  const shell = readRelease(folder);
  const reasons = remoteReleasesServed(stateOf(context), tenant).flatMap(([id, release]) => {
    const remoteFolder = releaseFolder(context.releasesDir, 'remote', REMOTE_PACKAGES[id], release);
    // A deleted release: its pages already get their fallback, whatever the shell.
    if (!existsSync(remoteFolder)) return [];
    return incompatibilities(
      readRelease(remoteFolder),
      { module: id, federationName: moduleFederationName(REMOTE_PACKAGES[id]) },
      shell,
    ).map((reason) => `${REMOTE_PACKAGES[id]} ${release}: ${reason}`);
  });
  if (reasons.length > 0) {
    throw new Error(
      `refused: shell ${version} cannot serve the remotes ${tenant ?? 'every tenant'} gets:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`,
    );
  }
  return shell;
}

const describeChange = (change: RolloutChange) =>
  `${change.at} ${change.by}: ${change.action} ${change.module} for ${change.tenant ?? 'every tenant'}` +
  `${change.percent < 100 ? ` (${change.percent}% of clients)` : ''}: ${describeRef(change.from)} → ${describeRef(change.to)}`;

export function promote(
  context: Context,
  options: { module: string; release: string; tenant: string | null; percent: number; shell?: string },
): RolloutChange {
  const id = rolloutId(options.module);
  // 'build' names the package's own build (<package>/dist): the state before any release.
  const release: ReleaseRef = options.release === 'build' ? null : options.release;
  if (release !== null && id === SHELL_MODULE) checkShellRelease(context, release, options.tenant);
  else if (release !== null) checkRelease(context, id, release, options.shell, options.tenant);
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
  const id = rolloutId(options.module);
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
  for (const id of [SHELL_MODULE, ...Object.keys(REMOTE_PACKAGES)]) {
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
