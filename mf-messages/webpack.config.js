const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-messages',
  devPort: 3004,
  // The screens this remote serves; the shell decides at which paths.
  exposes: {
    './MessageCenter': './src/routes/message-center.tsx',
  },
});
