module.exports = { ...require('../jest.preset.js'), displayName: 'mf-transfers', rootDir: __dirname };
