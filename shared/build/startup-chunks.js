// @ts-check
/**
 * The shell's start-up singletons in two scripts instead of a dozen, and their styles in the
 * entry's stylesheet (docs/boot.md).
 *
 * Module Federation gives every shared singleton its own lazy chunk: react, react-dom's parts,
 * Redux Toolkit and its query layer, react-redux, react-router, and @portal/shared's entry
 * points came to twelve files, 0.6-55 KB each. The shell loads every one of them before its
 * first render, on every route, so the split bought nothing; each file still cost a request.
 * Lighthouse's phone simulation (and a real phone on HTTP/1.1) pays a round trip per request
 * on one of six connections, and a small file holds its connection's share of the bandwidth
 * for that whole round trip.
 *
 * So the singletons' chunks are grouped: the third-party code in `startup-vendor`, which
 * changes only with a dependency upgrade and stays cached across releases, and @portal/shared
 * in `startup-portal`. They stay lazy chunks of the share scope: a remote that asks for
 * react still gets the shell's copy, once per page. Named lazy chunks (the tenant HTML
 * sanitizer, docs/boot.md) and any other `import()` are left alone, and so is a singleton
 * that only such a lazy chunk uses: only the chunks that load at start-up are grouped. Their
 * styles (the shared UI's) move into the entry's `main.css`, which the page already links in
 * its head.
 */

const { STARTUP_CHUNK_NAMES } = require('./modules');
const { chunksThroughConsumedShares } = require('./consumed-shares');

const NAME = 'StartupChunksPlugin';

/**
 * Finds the chunks that load at start-up, before SplitChunksPlugin runs, and gives its cache
 * groups a filter that selects only those. A chunk loads at start-up when a consumed share in
 * an initial chunk loads it, or a consumed share in such a chunk in turn (react-dom/client
 * consumes react): webpack loads a chunk's consumed shares before running the chunk. A
 * singleton the shell used only from an `import()` would be loaded by a consume in that lazy
 * chunk, so it stays out.
 */
class StartupChunksPlugin {
  constructor() {
    /** @type {WeakSet<import('webpack').Chunk>} */
    this.startup = new WeakSet();
    /** @param {import('webpack').Chunk} chunk */
    const loadsAtStartup = (chunk) => this.startup.has(chunk);
    /** The shell's `optimization.splitChunks`. */
    this.splitChunks = {
      cacheGroups: {
        default: false,
        defaultVendors: false,
        startupVendor: {
          name: STARTUP_CHUNK_NAMES.vendor,
          test: /[\\/]node_modules[\\/]/,
          chunks: loadsAtStartup,
          enforce: true,
          priority: 1,
        },
        startupPortal: { name: STARTUP_CHUNK_NAMES.portal, chunks: loadsAtStartup, enforce: true },
        // 'main' is the shell's entry (createWebpackConfig). A cache group may take the name of
        // the chunk that loads its modules: they move into that chunk, here its stylesheet.
        startupStyles: {
          name: 'main',
          type: 'css/mini-extract',
          chunks: loadsAtStartup,
          enforce: true,
          priority: 2,
        },
      },
    };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { OptimizationStages } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After webpack has merged duplicate chunks (STAGE_BASIC: a consumed and a provided share
      // first get a chunk each) and before SplitChunksPlugin (STAGE_ADVANCED) reads the filter.
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: OptimizationStages.STAGE_DEFAULT }, (chunks) => {
        const initial = [...chunks].filter((chunk) => chunk.canBeInitial());
        for (const chunk of chunksThroughConsumedShares(compilation.chunkGraph, initial)) {
          if (!chunk.canBeInitial()) this.startup.add(chunk);
        }
      });
    });
  }
}

module.exports = { StartupChunksPlugin };
