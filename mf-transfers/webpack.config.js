const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-transfers',
  devPort: 3003,
  exposes: require('./exposes'),
});
