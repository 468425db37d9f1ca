/**
 * The sandboxes keep their state as JSON whose objects are dictionaries keyed by ids that
 * arrive in requests. An ordinary object answers `state.customers['__proto__']` (or
 * 'constructor') from its prototype, so a hostile id would read something the sandbox never
 * stored. Every object parsed here has no prototype: a lookup finds only what was stored.
 */
function withoutPrototype(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.assign(Object.create(null) as object, value);
}

/** JSON.parse whose objects have no prototype. */
export function parseDictionaries<T>(text: string): T {
  return JSON.parse(text, withoutPrototype) as T;
}

/** A copy of `value` whose objects have no prototype (for a fresh, empty state). */
export function asDictionaries<T>(value: T): T {
  return parseDictionaries<T>(JSON.stringify(value));
}
