/**
 * API tests: Node environment, TypeScript through swc; tests beside the code and under test/.
 * The migrated, seeded databases are prepared once per run (test/support/prepared-databases.ts):
 * by run-suites.ts for `pnpm test:api`, or by the global setup when jest runs alone.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    '^.+\\.[cm]?js$': '<rootDir>/test/support/esm-transform.js',
  },
  // node_modules too: the transform above compiles only the ES modules among them.
  transformIgnorePatterns: [],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // The first PGlite start in a worker takes a few seconds.
  testTimeout: 30_000,
};
