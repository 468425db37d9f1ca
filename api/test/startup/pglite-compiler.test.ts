/**
 * Every PGlite the API makes runs its WebAssembly engine on V8's baseline compiler only
 * (docs/adr/0056): the flag must be set before the engine is compiled, which PGlite starts in
 * its constructor. The mocks record the order of the two calls; PGlite itself is not started.
 */
export {}; // a module, so that `declare global` below augments the global scope

declare global {
  var mockPgliteCalls: string[] | undefined;
}

jest.mock('node:v8', () => ({
  ...jest.requireActual('node:v8'),
  setFlagsFromString: (flags: string) => (globalThis.mockPgliteCalls ??= []).push(`v8 flags ${flags}`),
}));
jest.mock('@electric-sql/pglite', () => ({
  PGlite: class {
    constructor(options: { dataDir?: string }) {
      (globalThis.mockPgliteCalls ??= []).push(`new PGlite ${options.dataDir ?? 'in memory'}`);
    }
  },
}));

beforeEach(() => {
  globalThis.mockPgliteCalls = [];
});

it('the embedded database sets --liftoff-only before PGlite starts compiling', async () => {
  const { openPgliteIn } = await import('../../src/platform/database/pglite-database');
  openPgliteIn('/data/pglite');
  expect(globalThis.mockPgliteCalls).toEqual(['v8 flags --liftoff-only', 'new PGlite /data/pglite']);
});

it("so does an in-memory PGlite made by newPglite (the tests' databases)", async () => {
  const { newPglite } = await import('../../src/platform/database/pglite-database');
  newPglite({});
  expect(globalThis.mockPgliteCalls).toEqual(['v8 flags --liftoff-only', 'new PGlite in memory']);
});
