/** The jest settings every browser package uses: jsdom, TypeScript/JSX through swc, Sass stubbed. */
module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // react-intl and its FormatJS parts are ES modules only: compiled like our own files.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(react-intl|@formatjs|intl-messageformat)[@+/])'],
  moduleNameMapper: { '\\.(s?css)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: [require.resolve('./jest.setup.js')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // A safety stop, not a speed assertion: a form test that types into several fields can take
  // longer than jest's 5 s default on a loaded 2-core CI machine.
  testTimeout: 30_000,
};
