module.exports = { ...require('../jest.preset.js'), displayName: 'mf-banking', rootDir: __dirname };
