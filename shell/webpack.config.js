const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', host: true, devPort: 8080 });
