import { Bindings, PreparedQueries } from './prepared-queries';

describe('Bindings', () => {
  const bound = (values: Record<string, unknown>, marks: string[] = []) => {
    const at = new Bindings();
    for (const [name, value] of Object.entries(values)) at.bind(name, value);
    for (const mark of marks) at.mark(mark);
    return at;
  };

  it('gives calls that differ only in values, list lengths included, the same shape', () => {
    const a = bound({ clientId: 'a', types: ['x'] }, ['createdAt desc']);
    const b = bound({ clientId: 'b', types: ['x', 'y', 'z'] }, ['createdAt desc']);
    expect(a.key).toBe(b.key);
    expect(b.values).toEqual({ clientId: 'b', types: ['x', 'y', 'z'] });
  });

  it('gives a different shape to another set of conditions, order of conditions, or mark', () => {
    const base = bound({ clientId: 'a', types: [] }, ['createdAt desc']).key;
    expect(bound({ clientId: 'a' }, ['createdAt desc']).key).not.toBe(base);
    expect(bound({ types: [], clientId: 'a' }, ['createdAt desc']).key).not.toBe(base);
    expect(bound({ clientId: 'a', types: [] }, ['createdAt asc']).key).not.toBe(base);
    // A mark never collides with a parameter of the same name.
    expect(bound({}, ['clientId']).key).not.toBe(bound({ clientId: 'a' }).key);
  });
});

describe('PreparedQueries', () => {
  it('builds each shape once', () => {
    const queries = new PreparedQueries<object>();
    const build = jest.fn(() => ({}));
    const first = queries.get('a', build);
    expect(queries.get('a', build)).toBe(first);
    expect(queries.get('b', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('past its limit, builds a new shape for the call without keeping it', () => {
    const queries = new PreparedQueries<object>(1);
    const build = jest.fn(() => ({}));
    const kept = queries.get('a', build);
    const once = queries.get('b', build);
    expect(queries.get('b', build)).not.toBe(once);
    expect(queries.get('a', build)).toBe(kept);
    expect(build).toHaveBeenCalledTimes(3);
  });
});
