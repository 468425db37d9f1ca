const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-transfers',
  devPort: 3003,
  // The screens this remote serves; the shell decides at which paths.
  exposes: {
    './TransferDetails': './src/routes/transfer-details.tsx',
    './TransferReview': './src/routes/transfer-review.tsx',
    './TransferSuccess': './src/routes/transfer-success.tsx',
    './TransferHistory': './src/routes/transfer-history.tsx',
    './TransferOverview': './src/routes/transfer-overview.tsx',
  },
});
