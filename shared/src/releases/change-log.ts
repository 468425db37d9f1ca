/**
 * The rollout's change log: one JSON line per change, only ever appended (ADR 0073). It is the
 * deployment config: the state is its fold (rollout-rules.ts), so the record of who changed
 * what, when, from what to what, cannot drift from what pages get.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import type { RolloutChange } from './rollout-rules';

export const CHANGE_LOG_FILE = 'rollout.jsonl';

const FIELDS: Array<keyof RolloutChange> = ['at', 'by', 'action', 'module', 'tenant', 'from', 'to', 'percent'];

function parseChange(line: string, lineNumber: number, file: string): RolloutChange {
  const value = JSON.parse(line) as Partial<RolloutChange>;
  const missing = FIELDS.filter((field) => !(field in value));
  if (missing.length > 0) throw new Error(`${file}:${lineNumber}: a change without ${missing.join(', ')}`);
  return value as RolloutChange;
}

/** Every change, oldest first; none when the log does not exist yet. */
export function readChanges(releasesDir: string): RolloutChange[] {
  const file = path.join(releasesDir, CHANGE_LOG_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => (line.trim() ? [parseChange(line, index + 1, file)] : []));
}

/**
 * The change log re-read only when it grew (it is never rewritten, so its size says whether
 * it changed): a page reads the rollout without a restart at the cost of one stat.
 */
export function cachedChanges(releasesDir: string) {
  const file = path.join(releasesDir, CHANGE_LOG_FILE);
  let cached: { size: number; changes: RolloutChange[] } = { size: -1, changes: [] };
  return (): RolloutChange[] => {
    const size = existsSync(file) ? statSync(file).size : 0;
    if (size !== cached.size) cached = { size, changes: readChanges(releasesDir) };
    return cached.changes;
  };
}

/**
 * Appends one change while holding the log's lock, after `decide` saw every change before
 * it: two operators promoting at once cannot both plan from the same state.
 */
export function appendChange(releasesDir: string, decide: (changes: RolloutChange[]) => RolloutChange): RolloutChange {
  mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, `${CHANGE_LOG_FILE}.lock`);
  let handle: number;
  try {
    handle = openSync(lock, 'wx');
  } catch {
    throw new Error(`another change is being written (${lock} exists; remove it if no release command is running)`);
  }
  try {
    const change = decide(readChanges(releasesDir));
    appendFileSync(path.join(releasesDir, CHANGE_LOG_FILE), `${JSON.stringify(change)}\n`);
    return change;
  } finally {
    closeSync(handle);
    unlinkSync(lock);
  }
}
