const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-messages',
  devPort: 3004,
  exposes: require('./exposes'),
});
