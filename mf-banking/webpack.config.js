const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-banking',
  devPort: 3002,
  // The screens this remote serves; the shell decides at which paths.
  exposes: {
    './BankAccounts': './src/routes/bank-accounts.tsx',
    './StepSelectAccount': './src/routes/step-select-account.tsx',
  },
});
