/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendChange, cachedChanges, CHANGE_LOG_FILE, readChanges } from './change-log';
import { foldChanges, planPromote, planRollback, resolveRelease } from './rollout-rules';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rollout-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const promoteAcme = (release: string, by: string, at: string) =>
  appendChange(dir, (changes) =>
    planPromote(foldChanges(changes), { module: 'messages', tenant: 'acme', release, percent: 100, by, at }),
  );

describe('the change record', () => {
  it('records who, when, and from what to what, one line per change, appended', () => {
    promoteAcme('r1', 'ana', '2026-11-27T10:00:00.000Z');
    const before = readFileSync(path.join(dir, CHANGE_LOG_FILE), 'utf8');
    promoteAcme('r2', 'ben', '2026-11-27T11:00:00.000Z');
    appendChange(dir, (changes) =>
      planRollback(foldChanges(changes), {
        module: 'messages',
        tenant: 'acme',
        by: 'cy',
        at: '2026-11-27T12:00:00.000Z',
      }),
    );
    const after = readFileSync(path.join(dir, CHANGE_LOG_FILE), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.trim().split('\n')).toHaveLength(3);
    expect(readChanges(dir)).toEqual([
      {
        at: '2026-11-27T10:00:00.000Z',
        by: 'ana',
        action: 'promote',
        module: 'messages',
        tenant: 'acme',
        from: null,
        to: 'r1',
        percent: 100,
      },
      {
        at: '2026-11-27T11:00:00.000Z',
        by: 'ben',
        action: 'promote',
        module: 'messages',
        tenant: 'acme',
        from: 'r1',
        to: 'r2',
        percent: 100,
      },
      {
        at: '2026-11-27T12:00:00.000Z',
        by: 'cy',
        action: 'rollback',
        module: 'messages',
        tenant: 'acme',
        from: 'r2',
        to: 'r1',
        percent: 100,
      },
    ]);
  });

  it('writes nothing for a refused change, and nothing while another writer holds the lock', () => {
    promoteAcme('r1', 'ana', '2026-11-27T10:00:00.000Z');
    expect(() => promoteAcme('r1', 'ana', '2026-11-27T10:05:00.000Z')).toThrow('already gets r1');
    writeFileSync(path.join(dir, `${CHANGE_LOG_FILE}.lock`), '');
    expect(() => promoteAcme('r2', 'ben', '2026-11-27T10:06:00.000Z')).toThrow('another change is being written');
    expect(readChanges(dir)).toHaveLength(1);
  });

  it('is read again by a running server when it grows, with no restart', () => {
    const changes = cachedChanges(dir);
    expect(changes()).toEqual([]);
    promoteAcme('r1', 'ana', '2026-11-27T10:00:00.000Z');
    expect(resolveRelease(foldChanges(changes()), 'messages', 'acme', null).release).toBe('r1');
    promoteAcme('r2', 'ana', '2026-11-27T10:01:00.000Z');
    expect(resolveRelease(foldChanges(changes()), 'messages', 'acme', null)).toMatchObject({
      release: 'r2',
      previous: 'r1',
    });
  });

  it('refuses a log line without a field of the record', () => {
    writeFileSync(path.join(dir, CHANGE_LOG_FILE), '{"at":"2026-11-27T10:00:00.000Z","module":"messages"}\n');
    expect(() => readChanges(dir)).toThrow(/rollout\.jsonl:1: a change without by, action, tenant, from, to, percent/);
  });
});
