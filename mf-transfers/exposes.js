// The screens this remote serves; the shell decides at which paths. Read by its webpack config
// and by its contract test against the shell's route table (docs/releases.md).
module.exports = {
  './TransferDetails': './src/routes/transfer-details.tsx',
  './TransferReview': './src/routes/transfer-review.tsx',
  './TransferSuccess': './src/routes/transfer-success.tsx',
  './TransferHistory': './src/routes/transfer-history.tsx',
  './TransferOverview': './src/routes/transfer-overview.tsx',
};
