// The screens this remote serves; the shell decides at which paths. Read by its webpack config
// and by its contract test against the shell's route table (docs/releases.md).
module.exports = {
  './MessageCenter': './src/routes/message-center.tsx',
};
