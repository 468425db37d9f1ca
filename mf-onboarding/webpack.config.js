const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-onboarding',
  devPort: 3001,
  exposes: require('./exposes'),
});
