/**
 * Front-end unit and component tests: one jest run over every browser package, each package
 * with its own config (jsdom, swc, Sass stubbed). The API has its own integration suite
 * (`pnpm test:api`), which needs databases.
 */
module.exports = {
  // A global option: jest ignores it in the projects' own configs (jest.preset.js says why 30 s).
  testTimeout: 30_000,
  // Every core: jest's default leaves one to itself, which on CI's two cores halves the run
  // (63 s with one worker, 41 s with two, measured on this machine).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-onboarding',
    '<rootDir>/mf-banking',
    '<rootDir>/mf-transfers',
    '<rootDir>/mf-messages',
  ],
};
