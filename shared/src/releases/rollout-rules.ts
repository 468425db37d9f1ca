/**
 * Which release of a remote a page gets (docs/releases.md, ADR 0073). The state is never stored:
 * it is the fold of the append-only change log, so what a tenant got at any moment, who
 * changed it and from what, is the log itself.
 *
 * Per module there is a default scope and one scope per tenant. A scope names a release (or
 * `null`: the package's own build, `<package>/dist`) and may hold a canary: another release
 * for a percentage of clients, sticky per client. A tenant with a release of its own is pinned
 * to it: the default's canary does not reach it.
 */
import { createHash } from 'node:crypto';

/** The shell's name in the log: it is rolled out as a module is, by the same rules. */
export const SHELL_MODULE = 'shell';

/** A release id (`1.0.0-3fa9c2d1e0`), or null: the package's own build, served from its dist folder. */
export type ReleaseRef = string | null;

export interface RolloutChange {
  /** ISO time of the change. */
  at: string;
  /** Who made it (the operator's name, `--by` or the login). */
  by: string;
  action: 'promote' | 'rollback';
  module: string;
  /** null: the default of every tenant without a release of its own. */
  tenant: string | null;
  /** What the scope gave before, and gives after (for a canary: its release, to its percent of clients). */
  from: ReleaseRef;
  to: ReleaseRef;
  /** 100: every client of the scope; less: a canary for that share of clients. */
  percent: number;
}

export interface Canary {
  release: string;
  percent: number;
}

export interface ScopeState {
  /** undefined: this tenant follows the default. */
  release?: ReleaseRef;
  canary?: Canary;
  /** The changes of this scope, oldest first. */
  changes: RolloutChange[];
}

export interface ModuleRollout {
  default: ScopeState;
  tenants: Record<string, ScopeState>;
}

export type RolloutState = Record<string, ModuleRollout>;

const emptyScope = (): ScopeState => ({ changes: [] });

function scopeOf(state: RolloutState, module: string, tenant: string | null): ScopeState {
  const rollout = (state[module] ??= { default: emptyScope(), tenants: {} });
  if (tenant === null) return rollout.default;
  return (rollout.tenants[tenant] ??= emptyScope());
}

/** Replays the change log, oldest first, into the current state. */
export function foldChanges(changes: readonly RolloutChange[]): RolloutState {
  const state: RolloutState = {};
  for (const change of changes) {
    const scope = scopeOf(state, change.module, change.tenant);
    scope.changes.push(change);
    if (change.percent < 100) {
      // A canary promoted, or (a rollback) withdrawn: its clients return to the scope's release.
      scope.canary =
        change.action === 'promote' && change.to !== null ? { release: change.to, percent: change.percent } : undefined;
    } else {
      scope.release = change.to;
      scope.canary = undefined;
    }
  }
  return state;
}

/** The client's bucket, 0-99, for one canary: the same client always lands in the same bucket. */
export function clientBucket(clientKey: string, module: string, release: string): number {
  return createHash('sha256').update(`${module}\0${release}\0${clientKey}`).digest().readUInt32BE(0) % 100;
}

export interface ResolvedRelease {
  release: ReleaseRef;
  /** The release to load once if this one fails (docs/releases.md); undefined: none. */
  previous?: ReleaseRef;
  /** The change that decided what this client gets; undefined: nothing was ever changed. */
  change?: RolloutChange;
}

/** The scope that decides a tenant's release: its own when it has one, else the default. */
function decidingScope(rollout: ModuleRollout | undefined, tenant: string): ScopeState | undefined {
  const own = rollout?.tenants[tenant];
  if (own && (own.release !== undefined || own.canary)) return own;
  return rollout?.default;
}

/** The release a client of `tenant` gets for `module`, what it falls back to, and why. */
export function resolveRelease(
  state: RolloutState,
  module: string,
  tenant: string,
  clientKey: string | null,
): ResolvedRelease {
  const rollout = state[module];
  const own = rollout?.tenants[tenant];
  const scope = decidingScope(rollout, tenant);
  if (!scope) return { release: null };
  // A tenant with only a canary of its own keeps the default's release for everyone else.
  const base: ReleaseRef = own?.release !== undefined ? own.release : (rollout?.default.release ?? null);
  const lastChange = scope.changes.at(-1);
  const canary = scope.canary;
  if (canary && clientKey !== null && clientBucket(clientKey, module, canary.release) < canary.percent) {
    return { release: canary.release, previous: base, change: lastChange };
  }
  const baseScope = own?.release !== undefined ? own : rollout?.default;
  const setBy = [...(baseScope?.changes ?? [])]
    .reverse()
    .find((change) => change.percent === 100 && change.to === base);
  const previous = setBy && setBy.from !== base ? setBy.from : undefined;
  return {
    release: base,
    ...(previous !== undefined ? { previous } : {}),
    ...(lastChange ? { change: lastChange } : {}),
  };
}

/** Whether any scope of any module has a canary: only then does a page need the client's key. */
export function hasCanary(state: RolloutState): boolean {
  return Object.values(state).some(
    (rollout) => rollout.default.canary || Object.values(rollout.tenants).some((scope) => scope.canary),
  );
}

export class RolloutRefused extends Error {}

/** The change a promotion makes; refused when it would change nothing. */
export function planPromote(
  state: RolloutState,
  request: { module: string; tenant: string | null; release: ReleaseRef; percent: number; by: string; at: string },
): RolloutChange {
  const { module, tenant, release, percent, by, at } = request;
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new RolloutRefused(`the percentage must be a whole number from 1 to 100 (got ${percent})`);
  }
  if (percent < 100 && release === null) throw new RolloutRefused('a canary needs a release, not the package build');
  const scope = state[module] && (tenant === null ? state[module].default : state[module].tenants[tenant]);
  const current = currentOf(state, module, tenant);
  const from = percent < 100 ? (scope?.canary?.release ?? current) : current;
  if (percent === 100 && from === release && !scope?.canary) {
    throw new RolloutRefused(`${describeScope(module, tenant)} already gets ${describeRef(release)}`);
  }
  return { at, by, action: 'promote', module, tenant, from, to: release, percent };
}

/**
 * The change a rollback makes: a canary is withdrawn; otherwise the scope returns to the
 * release its last promotion replaced. Rolling back twice does not walk further back: promote
 * the older release instead (the gate checks it again).
 */
export function planRollback(
  state: RolloutState,
  request: { module: string; tenant: string | null; by: string; at: string },
): RolloutChange {
  const { module, tenant, by, at } = request;
  const scope = state[module] && (tenant === null ? state[module].default : state[module].tenants[tenant]);
  const current = currentOf(state, module, tenant);
  if (scope?.canary) {
    return {
      at,
      by,
      action: 'rollback',
      module,
      tenant,
      from: scope.canary.release,
      to: current,
      percent: scope.canary.percent,
    };
  }
  const lastPromotion = [...(scope?.changes ?? [])]
    .reverse()
    .find((change) => change.action === 'promote' && change.percent === 100);
  if (!lastPromotion || lastPromotion.to !== current) {
    throw new RolloutRefused(`${describeScope(module, tenant)} has no promotion to roll back`);
  }
  return { at, by, action: 'rollback', module, tenant, from: current, to: lastPromotion.from, percent: 100 };
}

/** What a scope gives everyone (its canary aside). */
export function currentOf(state: RolloutState, module: string, tenant: string | null): ReleaseRef {
  const rollout = state[module];
  const own = tenant === null ? undefined : rollout?.tenants[tenant]?.release;
  return own !== undefined ? own : (rollout?.default.release ?? null);
}

export const describeRef = (ref: ReleaseRef) => ref ?? 'the package build';
const describeScope = (module: string, tenant: string | null) => `${module} for ${tenant ?? 'every tenant'}`;
