/**
 * @jest-environment node
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ScreenSharedPlugin } = require('./screen-shared');
const { build, project, removeProjects, REPOSITORY_MODULES } = require('./throwaway-project');

afterAll(removeProjects);

/** A remote as createWebpackConfig builds one: a federation container with a manifest. */
function buildRemote(dir, exposes, shared) {
  return build({
    context: dir,
    mode: 'production',
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'remote' },
    resolve: { modules: ['node_modules', REPOSITORY_MODULES] },
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
}

describe('ScreenSharedPlugin', () => {
  it("lists per screen the singletons it loads with, through the remote's own copies, and not its lazy ones", async () => {
    const dir = project('screen-shared-', {
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
