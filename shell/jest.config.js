// jsdom with Node's fetch/Request (RTK Query's fetchBaseQuery needs them), as in @portal/shared.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jest-fixed-jsdom',
};
