/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { DualPackageGuardPlugin, filesInBothFormats } = require('./dual-package-guard');

/** The projects each test made, removed after it. */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A package shipping both builds, resolved by condition, as @module-federation's packages do. */
function projectWithDualPackage(entrySource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dual-package-'));
  const pkg = path.join(dir, 'node_modules', 'dual');
  fs.mkdirSync(path.join(pkg, 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({
      name: 'dual',
      exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } },
    }),
  );
  fs.writeFileSync(path.join(pkg, 'dist', 'index.js'), 'export const state = {};\n');
  fs.writeFileSync(path.join(pkg, 'dist', 'index.cjs'), 'exports.state = {};\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), entrySource);
  made.push(dir);
  return dir;
}

function build(dir) {
  const compiler = webpack({
    context: dir,
    mode: 'none',
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new DualPackageGuardPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error ? reject(error) : compiler.close(() => resolve(stats)))),
  );
}

describe('DualPackageGuardPlugin', () => {
  it('fails a build that both imports and requires one package', async () => {
    const dir = projectWithDualPackage(
      "import { state } from 'dual';\nexport const both = [state, require('dual').state];\n",
    );
    const stats = await build(dir);
    const messages = stats.compilation.errors.map((error) => error.message);
    expect(messages).toEqual([
      expect.stringContaining(
        `${path.join(dir, 'node_modules', 'dual')} is bundled both as CommonJS and as ES modules (1 files, dist/index)`,
      ),
    ]);
  });

  it('passes a build that reaches the package one way only', async () => {
    const dir = projectWithDualPackage("import { state } from 'dual';\nexport const one = state;\n");
    const stats = await build(dir);
    expect(stats.compilation.errors).toEqual([]);
  });
});

describe('filesInBothFormats', () => {
  it('pairs .cjs with .js or .mjs of the same path in the same package, and nothing else', () => {
    const twice = filesInBothFormats([
      '/p/node_modules/@scope/a/dist/index.cjs',
      '/p/node_modules/@scope/a/dist/index.js',
      '/p/node_modules/@scope/a/dist/only-cjs.cjs',
      '/p/node_modules/b/lib/x.mjs',
      '/p/node_modules/b/lib/x.js',
      '/p/node_modules/c/x.cjs',
      '/p/node_modules/d/x.js',
      '/p/src/own.cjs',
      '/p/src/own.js',
    ]);
    expect([...twice]).toEqual([['/p/node_modules/@scope/a', ['dist/index']]]);
  });
});
