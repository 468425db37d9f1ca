// @ts-check
/**
 * One webpack + Module Federation configuration for the shell and every remote.
 *
 * Why one helper: the list of shared singletons must be identical everywhere (two copies of
 * React or of the store break the page), and so must the loaders. Each package's
 * webpack.config.js only says who it is and what it exposes.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { sharedSingletons } = require('./shared-singletons');
const { HashedEntriesPlugin } = require('./hashed-entries');
const { PrecompressPlugin } = require('./precompress');
const { DualPackageGuardPlugin } = require('./dual-package-guard');
const { ScreenSharedPlugin } = require('./screen-shared');
const { StartupChunksPlugin } = require('./startup-chunks');
const { CompileHintsPlugin } = require('./compile-hints');
const { moduleFederationName } = require('./modules');
const { NO_PARSER } = require('./compiled-messages-loader');

/** Every script of a production build gets V8's compile hint (compile-hints.js). */
const SCRIPT = /\.js$/;

/** `react-router` and `react-router/dom` → the package's own dist/production files. */
function reactRouterProductionBuild() {
  const domPackage = require.resolve('react-router-dom/package.json', { paths: [path.join(__dirname, '..')] });
  const routerPackage = require.resolve('react-router/package.json', { paths: [path.dirname(domPackage)] });
  const production = path.join(path.dirname(routerPackage), 'dist', 'production');
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

const INJECT_RUNTIME_PLUGIN_CJS = /@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;

/** @param {{ request: string }} resource the CommonJS file → its ES module twin beside it */
function useEsModuleBuild(resource) {
  resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
}

/**
 * @param {{
 *   dir: string,                      // the package folder (__dirname of its webpack.config.js)
 *   name: string,                     // package folder name, e.g. 'shell' or 'mf-banking'
 *   host?: boolean,                   // the shell
 *   exposes?: Record<string, string>, // remote screens, './CreateAccount' → './src/...'
 *   devPort: number,
 * }} options
 * @returns {(env: Record<string, unknown> | undefined, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ dir, name, host = false, exposes, devPort }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // The shell's start-up singletons in two files (docs/boot.md).
    const startupChunks = host && production ? new StartupChunksPlugin() : null;
    // Which build of a remote a user sees (`--env release=...`); support reads it off the
    // section's data-release attribute, and the redeploy test proves a rebuilt remote is live.
    const release =
      (env && typeof env === 'object' && 'release' in env && String(env.release)) ||
      `${require(path.join(dir, 'package.json')).version}`;
    return {
      context: dir,
      // A remote has no page of its own: its only entry is the federation container.
      entry: host ? { main: './src/index.ts' } : {},
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The shell serves deep links (/create-account/step-2), so its chunks must load from
        // the root; a remote is served from wherever its manifest says, hence 'auto'.
        publicPath: host ? '/' : 'auto',
        // The federation runtime resolves entry file names before hashes exist, so webpack
        // names entries plainly; HashedEntriesPlugin adds content-hashed twins (main, remoteEntry)
        // and points the page and the federation manifest at them.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: moduleFederationName(name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // react-router 7's package exports name only its development build (dev-time checks and
        // warnings on every render); its production build ships beside it (docs/boot.md).
        alias: {
          ...(production ? reactRouterProductionBuild() : {}),
          // The catalogues arrive parsed (compiled-messages-loader.js): no ICU parser in a page.
          '@formatjs/icu-messageformat-parser$': NO_PARSER,
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.s?css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              { loader: 'css-loader', options: { importLoaders: 1 } },
              { loader: 'sass-loader', options: { api: 'modern' } },
            ],
          },
          { test: /\.(woff2?|png|svg|ico)$/, type: 'asset/resource' },
          {
            // Message catalogues (en.json, es.json, rules.es.json…), not the page titles the shell
            // reads as words (page.*.json): their ICU messages, parsed at build time.
            test: /[\\/]i18n[\\/](?:.*[\\/])?(?:[\w-]+\.)?(?:en|es)\.json$/,
            exclude: /page\.(?:en|es)\.json$/,
            use: require.resolve('./compiled-messages-loader'),
          },
        ],
      },
      plugins: [
        // moment's locales are ~60 KB gzip and the portal is en-US only.
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        new webpack.DefinePlugin({ __PORTAL_RELEASE__: JSON.stringify(release) }),
        // provideExternalRuntime adds its runtime plugin by the path `require.resolve` gives,
        // the package's CommonJS build. That build requires the CommonJS federation runtime,
        // a second copy beside the ES module one the bundler runtime imports (docs/boot.md).
        ...(host ? [new webpack.NormalModuleReplacementPlugin(INJECT_RUNTIME_PLUGIN_CJS, useEsModuleBuild)] : []),
        new DualPackageGuardPlugin(),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        // The server fills the page per tenant and route (api/src/platform/web/shell-page.ts).
        ...(host
          ? [
              // The page links its entry from the root even when the build's chunks load from
              // wherever the entry came from (a shell release, docs/releases.md): the server
              // points those links at the release.
              new HtmlWebpackPlugin({
                template: './src/index.html',
                scriptLoading: 'defer',
                minify: false,
                publicPath: '/',
              }),
            ]
          : []),
        new ModuleFederationPlugin({
          name: moduleFederationName(name),
          // Not content-hashed (the plugin cannot): the server sends it with no-cache instead.
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedSingletons(),
          manifest: true,
          // Remote types come from workspace references, not from fetching d.ts over HTTP.
          dts: false,
          // Remotes are registered at run time from the deployment config, never at build time.
          remotes: {},
          shareStrategy: 'loaded-first',
          experiments: {
            asyncStartup: true,
            // The shell ships the federation runtime once; remote entries reuse it (~20 KB
            // gzip less per remote visited).
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser-only runtime: drops the Node loaders (~15 KB minified of the shell's entry).
            optimization: { target: 'web' },
          },
        }),
        // What each screen needs at first load, for the server's preloads (docs/boot.md).
        ...(host ? [] : [new ScreenSharedPlugin()]),
        ...(startupChunks ? [startupChunks] : []),
        // Compiled with the script, off the main thread (docs/boot.md).
        ...(production ? [new CompileHintsPlugin(SCRIPT)] : []),
        ...(production ? [new HashedEntriesPlugin(), new PrecompressPlugin()] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        ...(startupChunks ? { splitChunks: startupChunks.splitChunks } : {}),
        // swc's minifier instead of webpack's default, terser: half the build's CPU time, and
        // slightly smaller scripts (docs/adr/0071).
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(host
          ? {
              proxy: [
                { context: ['/api', '/deployment.json', '/healthz', '/sandbox'], target: 'http://127.0.0.1:4000' },
              ],
            }
          : {}),
      },
    };
  };
}

module.exports = { createWebpackConfig };
