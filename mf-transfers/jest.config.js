// jsdom with Node's fetch/Request/streams (RTK Query's fetchBaseQuery and the live-status
// stream reader need them), as in @portal/shared.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-transfers',
  rootDir: __dirname,
  testEnvironment: 'jest-fixed-jsdom',
  clearMocks: true,
  restoreMocks: true,
};
