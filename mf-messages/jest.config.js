module.exports = { ...require('../jest.preset.js'), displayName: 'mf-messages', rootDir: __dirname };
