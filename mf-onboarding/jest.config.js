module.exports = { ...require('../jest.preset.js'), displayName: 'mf-onboarding', rootDir: __dirname };
