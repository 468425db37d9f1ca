// Self-contained so the root config can aggregate it with `projects`.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shared',
  rootDir: __dirname,
  // build/: the webpack helpers' own tests (Node environment, per file).
  roots: ['<rootDir>/src', '<rootDir>/build'],
  // jsdom, but with Node's fetch/Request/AbortController: RTK Query's fetchBaseQuery
  // builds a `Request`, which plain jsdom lacks. Pure modules opt into `node` per file.
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  // react-intl and its FormatJS parts are ES modules only: compiled like our own files.
  transformIgnorePatterns: require('../jest.preset.js').transformIgnorePatterns,
  moduleNameMapper: {
    '\\.(scss|css)$': 'identity-obj-proxy',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};
