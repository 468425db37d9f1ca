// @ts-check
/**
 * The shell's start-up singletons in two scripts instead of a dozen, and their styles in the
 * entry's stylesheet (docs/adr/0067).
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
 * sanitizer, docs/adr/0065) and any other `import()` are left alone: only chunks that a
 * federation share (provided or consumed) loads are grouped. Their styles (the shared UI's)
 * move into the entry's `main.css`, which the page already links in its head.
 */

const { STARTUP_CHUNK_NAMES } = require('./modules');

/** The module types of Module Federation's share modules, whose lazy blocks load a singleton. */
const SHARE_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** @param {import('webpack').Chunk} chunk a chunk that only a federation share loads */
function loadsOnlySingletons(chunk) {
  const groups = [...chunk.groupsIterable];
  return (
    !chunk.canBeInitial() &&
    groups.length > 0 &&
    groups.every((group) => group.origins.every((origin) => SHARE_MODULE_TYPES.has(origin.module?.type ?? '')))
  );
}

/** @returns {import('webpack').Configuration['optimization']} the shell's splitChunks option */
function startupChunks() {
  return {
    splitChunks: {
      cacheGroups: {
        default: false,
        defaultVendors: false,
        startupVendor: {
          name: STARTUP_CHUNK_NAMES.vendor,
          test: /[\\/]node_modules[\\/]/,
          chunks: loadsOnlySingletons,
          enforce: true,
          priority: 1,
        },
        startupPortal: { name: STARTUP_CHUNK_NAMES.portal, chunks: loadsOnlySingletons, enforce: true },
        // 'main' is the shell's entry (createWebpackConfig). A cache group may take the name of
        // the chunk that loads its modules: they move into that chunk, here its stylesheet.
        startupStyles: {
          name: 'main',
          type: 'css/mini-extract',
          chunks: loadsOnlySingletons,
          enforce: true,
          priority: 2,
        },
      },
    },
  };
}

module.exports = { startupChunks };
