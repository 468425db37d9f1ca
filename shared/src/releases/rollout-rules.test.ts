/** @jest-environment node */
import {
  clientBucket,
  foldChanges,
  planPromote,
  planRollback,
  resolveRelease,
  RolloutRefused,
  type RolloutChange,
  type RolloutState,
} from './rollout-rules';

const at = '2026-11-27T10:00:00.000Z';
const by = 'ops';

/** Plans each step on the state of the steps before it, as the CLI does, and folds them. */
function apply(steps: Array<(state: RolloutState) => RolloutChange>): { state: RolloutState; log: RolloutChange[] } {
  const log: RolloutChange[] = [];
  for (const step of steps) log.push(step(foldChanges(log)));
  return { state: foldChanges(log), log };
}
const promote =
  (module: string, release: string | null, tenant: string | null = null, percent = 100) =>
  (state: RolloutState) =>
    planPromote(state, { module, tenant, release, percent, by, at });
const rollback =
  (module: string, tenant: string | null = null) =>
  (state: RolloutState) =>
    planRollback(state, { module, tenant, by, at });

describe('the default', () => {
  it('gives the package build while nothing was promoted', () => {
    expect(resolveRelease({}, 'messages', 'demo', null)).toEqual({ release: null });
  });

  it('gives every tenant the release promoted to all, and the one before as its fallback', () => {
    const { state } = apply([promote('messages', 'r1'), promote('messages', 'r2')]);
    expect(resolveRelease(state, 'messages', 'demo', null)).toMatchObject({ release: 'r2', previous: 'r1' });
    expect(resolveRelease(state, 'messages', 'acme', 'client-a')).toMatchObject({ release: 'r2', previous: 'r1' });
    expect(resolveRelease(state, 'banking', 'acme', null)).toEqual({ release: null });
  });
});

describe('a per-tenant override', () => {
  it('goes to that tenant only, falls back to what the tenant had, and rolls back to it', () => {
    const { state, log } = apply([promote('messages', 'r1'), promote('messages', 'r2', 'acme')]);
    expect(resolveRelease(state, 'messages', 'acme', null)).toMatchObject({
      release: 'r2',
      previous: 'r1',
      change: log[1],
    });
    expect(resolveRelease(state, 'messages', 'demo', null)).toMatchObject({ release: 'r1', change: log[0] });

    const rolledBack = apply([
      promote('messages', 'r1'),
      promote('messages', 'r2', 'acme'),
      rollback('messages', 'acme'),
    ]);
    expect(rolledBack.log[2]).toMatchObject({ action: 'rollback', tenant: 'acme', from: 'r2', to: 'r1', percent: 100 });
    expect(resolveRelease(rolledBack.state, 'messages', 'acme', null).release).toBe('r1');
  });

  it('keeps a tenant pinned when the default moves on', () => {
    const { state } = apply([promote('messages', 'r1', 'acme'), promote('messages', 'r2')]);
    expect(resolveRelease(state, 'messages', 'acme', null).release).toBe('r1');
    expect(resolveRelease(state, 'messages', 'demo', null).release).toBe('r2');
  });

  it('refuses a promotion that changes nothing, and a rollback with nothing to undo', () => {
    expect(() => apply([promote('messages', 'r1', 'acme'), promote('messages', 'r1', 'acme')])).toThrow(
      new RolloutRefused('messages for acme already gets r1'),
    );
    expect(() => apply([rollback('messages', 'acme')])).toThrow('messages for acme has no promotion to roll back');
    expect(() =>
      apply([promote('messages', 'r1', 'acme'), rollback('messages', 'acme'), rollback('messages', 'acme')]),
    ).toThrow(RolloutRefused);
  });
});

describe('a percentage of clients', () => {
  const clients = Array.from({ length: 400 }, (_, index) => `client-${index}`);

  it('gives the canary to about that share of clients, the same clients on every page', () => {
    const { state } = apply([promote('messages', 'r1'), promote('messages', 'r2', null, 25)]);
    const onCanary = clients.filter((client) => resolveRelease(state, 'messages', 'demo', client).release === 'r2');
    expect(onCanary.length).toBeGreaterThan(60);
    expect(onCanary.length).toBeLessThan(140);
    for (const client of clients) {
      expect(resolveRelease(state, 'messages', 'demo', client).release).toBe(
        clientBucket(client, 'messages', 'r2') < 25 ? 'r2' : 'r1',
      );
    }
    // A canary client falls back to the scope's release.
    expect(resolveRelease(state, 'messages', 'demo', onCanary[0]!)).toMatchObject({ release: 'r2', previous: 'r1' });
  });

  it('keeps its clients when the share grows, and leaves pinned tenants and key-less pages alone', () => {
    const at25 = apply([promote('messages', 'r2', null, 25)]).state;
    const at50 = apply([promote('messages', 'r2', null, 25), promote('messages', 'r2', null, 50)]).state;
    const pinned = apply([promote('messages', 'r1', 'acme'), promote('messages', 'r2', null, 100 - 1)]).state;
    for (const client of clients) {
      if (resolveRelease(at25, 'messages', 'demo', client).release === 'r2') {
        expect(resolveRelease(at50, 'messages', 'demo', client).release).toBe('r2');
      }
      expect(resolveRelease(pinned, 'messages', 'acme', client).release).toBe('r1');
    }
    expect(resolveRelease(at50, 'messages', 'demo', null).release).toBeNull();
  });

  it('is withdrawn whole by a rollback', () => {
    const { state, log } = apply([
      promote('messages', 'r1'),
      promote('messages', 'r2', null, 50),
      rollback('messages'),
    ]);
    expect(log[2]).toMatchObject({ action: 'rollback', from: 'r2', to: 'r1', percent: 50 });
    expect(clients.every((client) => resolveRelease(state, 'messages', 'demo', client).release === 'r1')).toBe(true);
  });

  it('refuses a share outside 1-100 and a canary of the package build', () => {
    expect(() => apply([promote('messages', 'r2', null, 0)])).toThrow('from 1 to 100');
    expect(() => apply([promote('messages', 'r2', null, 12.5)])).toThrow('from 1 to 100');
    expect(() => apply([promote('messages', null, null, 10)])).toThrow('a canary needs a release');
  });
});
