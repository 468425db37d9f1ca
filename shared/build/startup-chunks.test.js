/**
 * @jest-environment node
 */
const fs = require('node:fs');
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartupChunksPlugin } = require('./startup-chunks');
const { build, project, removeProjects, REPOSITORY_MODULES } = require('./throwaway-project');

afterAll(removeProjects);

/** A host as createWebpackConfig builds the shell: an entry sharing its singletons. */
function buildHost(dir, shared) {
  const startup = new StartupChunksPlugin();
  return build({
    context: dir,
    mode: 'production',
    entry: { main: './main.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].js', uniqueName: 'host' },
    resolve: {
      modules: ['node_modules', REPOSITORY_MODULES],
      alias: { 'portal-lib': path.join(dir, 'portal', 'index.js') },
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimize: false,
      splitChunks: startup.splitChunks,
    },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].css' }),
      new ModuleFederationPlugin({
        name: 'host',
        shared: Object.fromEntries(shared.map((name) => [name, { singleton: true, requiredVersion: false }])),
        dts: false,
        experiments: { asyncStartup: true },
      }),
      startup,
    ],
  });
}

describe('StartupChunksPlugin', () => {
  it("groups the singletons a host starts with into a vendor and a portal file and their styles into the entry's, and leaves lazy chunks alone", async () => {
    const dir = project('startup-chunks-', {
      'main.js': [
        "import { view } from 'view';",
        "import { store } from 'store';",
        "import { page } from 'portal-lib';",
        "import './frame.css';",
        'export const start = () => [view, store, page];',
        "export const later = () => import(/* webpackChunkName: 'sanitizer' */ './sanitizer.js');",
        "export const dialog = () => import('./dialog.js');",
      ].join('\n'),
      'sanitizer.js': "export const clean = 'SANITIZER_CODE';\n",
      'dialog.js': "import { picker } from 'picker';\nexport const open = ['DIALOG_CODE', picker];\n",
      'node_modules/picker/index.js': "export const picker = 'PICKER_CODE';\n",
      'frame.css': '.frame { margin: 0; }\n',
      'portal/index.js': "import './ui.css';\nexport const page = 'PORTAL_CODE';\n",
      'portal/ui.css': '.portal-button { color: teal; }\n',
      'node_modules/view/index.js': "import { core } from 'view-core';\nexport const view = ['VIEW_CODE', core];\n",
      'node_modules/view-core/index.js': "export const core = 'VIEW_CORE_CODE';\n",
      'node_modules/store/index.js': "export const store = 'STORE_CODE';\n",
    });
    const stats = await buildHost(dir, ['view', 'view-core', 'store', 'portal-lib', 'picker']);
    expect(stats.compilation.errors.map((error) => error.message)).toEqual([]);

    const built = fs.readdirSync(path.join(dir, 'dist'));
    const files = built.filter((file) => file.endsWith('.js'));
    const holding = (code) =>
      files.filter((file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8').includes(code));
    expect(holding('VIEW_CODE')).toEqual(['startup-vendor.js']);
    expect(holding('STORE_CODE')).toEqual(['startup-vendor.js']);
    // Consumed by a start-up singleton, not by the entry itself: it loads at start-up all the same.
    expect(holding('VIEW_CORE_CODE')).toEqual(['startup-vendor.js']);
    expect(holding('PORTAL_CODE')).toEqual(['startup-portal.js']);
    // Lazy by design: neither joins the start-up files, nor the entry.
    expect(holding('SANITIZER_CODE')).toEqual(['sanitizer.js']);
    const [dialogFile] = holding('DIALOG_CODE');
    expect(dialogFile).toMatch(/^\d+\.js$/);
    // A singleton only the lazy dialog uses loads with it, not at start-up.
    const [pickerFile] = holding('PICKER_CODE');
    expect(pickerFile).toMatch(/^\d+\.js$/);
    // Still lazy chunks of the share scope, not part of the entry.
    expect(holding('VIEW_CODE')).not.toContain('main.js');
    // The singletons' styles are in the entry's stylesheet, the page's one render-blocking file.
    expect(built.filter((file) => file.endsWith('.css'))).toEqual(['main.css']);
    // After the entry's own styles, where the separate start-up stylesheet used to be linked.
    const css = fs.readFileSync(path.join(dir, 'dist', 'main.css'), 'utf8');
    expect(css.indexOf('.frame')).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('.portal-button')).toBeGreaterThan(css.indexOf('.frame'));
  }, 60_000);
});
