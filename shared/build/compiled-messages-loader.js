// @ts-check
/**
 * Webpack loader for the message catalogues (`…/i18n/…/<lang>.json`): each ICU message is parsed
 * at build time into FormatJS's message AST, which react-intl formats as it is. The browser then
 * needs no ICU parser: the builds alias it to the parser-less build (index.js), ~8 KB less on
 * every first visit (docs/adr/0101-texts-in-catalogues.md).
 */
const { createRequire } = require('node:module');
const path = require('node:path');

const fromReactIntl = createRequire(require.resolve('react-intl', { paths: [path.join(__dirname, '..')] }));
const fromMessageFormat = createRequire(fromReactIntl.resolve('intl-messageformat'));
const { parse } = fromMessageFormat('@formatjs/icu-messageformat-parser');

/** @param {string} source */
module.exports = function compiledMessagesLoader(source) {
  /** @type {Record<string, string>} */
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
  return JSON.stringify(compiled);
};

/** The parser-less build of the ICU parser, for the browser bundles' alias. */
module.exports.NO_PARSER = fromMessageFormat.resolve('@formatjs/icu-messageformat-parser/no-parser.js');