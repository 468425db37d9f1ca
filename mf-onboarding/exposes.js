// The screens this remote serves; the shell decides at which paths. Read by its webpack config
// and by its contract test against the shell's route table (docs/releases.md).
module.exports = {
  './CreateAccount': './src/routes/create-account.tsx',
  './Login': './src/routes/login.tsx',
  './AccountVerification': './src/routes/account-verification.tsx',
  './Step2': './src/routes/step-2.tsx',
  './IdentityError': './src/routes/identity-error.tsx',
  './DocumentUpload': './src/routes/document-upload.tsx',
  './PartnerLanding': './src/routes/partner-landing.tsx',
  './Account': './src/routes/account.tsx',
};
