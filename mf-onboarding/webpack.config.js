const { createWebpackConfig } = require('@portal/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf-onboarding',
  devPort: 3001,
  // The screens this remote serves; the shell decides at which paths.
  exposes: {
    './CreateAccount': './src/routes/create-account.tsx',
    './Login': './src/routes/login.tsx',
    './AccountVerification': './src/routes/account-verification.tsx',
    './Step2': './src/routes/step-2.tsx',
    './IdentityError': './src/routes/identity-error.tsx',
    './DocumentUpload': './src/routes/document-upload.tsx',
    './PartnerLanding': './src/routes/partner-landing.tsx',
    './Account': './src/routes/account.tsx',
  },
});
