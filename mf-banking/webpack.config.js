const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-banking',
  devPort: 3002,
  exposes: require('./exposes'),
});
