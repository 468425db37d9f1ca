/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ScreenSharedPlugin } = require('./screen-shared');

/** The projects the tests made, removed after them. */
const made = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** name → source: files of a throwaway project; `node_modules/<lib>/index.js` makes a package. */
function project(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-shared-'));
  made.push(dir);
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, source);
    const lib = /^node_modules\/([^/]+)\/index\.js$/.exec(file);
    if (lib) {
      fs.writeFileSync(
        path.join(path.dirname(full), 'package.json'),
        JSON.stringify({ name: lib[1], version: '1.0.0' }),
      );
    }
  }
  return dir;
}

/** A remote as createWebpackConfig builds one: a federation container with a manifest. */
function buildRemote(dir, exposes, shared) {
  const compiler = webpack({
    context: dir,
    mode: 'production',
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'remote' },
    // The federation runtime the container imports is this repository's.
    resolve: { modules: ['node_modules', path.join(__dirname, '..', 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes,
        shared: Object.fromEntries(shared.map((name) => [name, { singleton: true, requiredVersion: '^1.0.0' }])),
        manifest: true,
        dts: false,
      }),
      new ScreenSharedPlugin(),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error ? reject(error) : compiler.close(() => resolve(stats)))),
  );
}

describe('ScreenSharedPlugin', () => {
  it("lists per screen the singletons it loads with, through the remote's own copies, and not its lazy ones", async () => {
    const dir = project({
      'form.js': "import { field } from 'forms';\nexport default () => field;\n",
      'list.js': "import { money } from 'money';\nexport default () => import('dialog').then(() => money);\n",
      'node_modules/forms/index.js': "import { rule } from 'rules';\nexport const field = rule;\n",
      'node_modules/rules/index.js': 'export const rule = 1;\n',
      'node_modules/money/index.js': 'export const money = 2;\n',
      'node_modules/dialog/index.js': 'export const dialog = 3;\n',
    });
    const stats = await buildRemote(dir, { './Form': './form.js', './List': './list.js' }, [
      'forms',
      'rules',
      'money',
      'dialog',
    ]);
    expect(stats.compilation.errors).toEqual([]);
    const screens = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'screen-shared.json'), 'utf8'));
    expect(screens).toEqual({
      // forms' own copy imports rules: a page without a host's forms needs both.
      Form: ['forms', 'rules'],
      // The dialog is imported on demand: it loads when opened, not with the screen.
      List: ['money'],
    });
  }, 60_000);
});
