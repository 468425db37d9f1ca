/**
 * Jest transform for JavaScript: compiles to CommonJS exactly the files Node treats as ES
 * modules (`.mjs`, or a nearest package.json with "type": "module") and passes every other
 * file through untouched. Node 20 requires ESM-only dependencies by itself (jsdom's, under the
 * server's DOMPurify; cookie and content-disposition, under fastify's plugins); jest's
 * CommonJS runtime cannot, and a hand-kept list of such packages broke with every upgrade.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({ jsc: { target: 'es2022' }, module: { type: 'commonjs' } });
const moduleTypeByDir = new Map();

function packageTypeOf(dir) {
  if (moduleTypeByDir.has(dir)) return moduleTypeByDir.get(dir);
  const manifest = path.join(dir, 'package.json');
  const parent = path.dirname(dir);
  const type = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')).type ?? 'commonjs')
    : parent === dir
      ? 'commonjs'
      : packageTypeOf(parent);
  moduleTypeByDir.set(dir, type);
  return type;
}

/** An ES module about to be `require`d; one jest loads as ESM itself (a dynamic import()) stays as it is. */
function needsCompiling(filename, options) {
  if (options.supportsStaticESM) return false;
  return (
    filename.endsWith('.mjs') || (!filename.endsWith('.cjs') && packageTypeOf(path.dirname(filename)) === 'module')
  );
}

module.exports = {
  process(source, filename, options) {
    return needsCompiling(filename, options) ? swc.process(source, filename, options) : { code: source };
  },
  getCacheKey(source, filename, options) {
    const how = needsCompiling(filename, options) ? swc.getCacheKey(source, filename, options) : 'as-is';
    return `${how}:${filename}:${source.length}`;
  },
};
