// @ts-check
/**
 * Which shared singletons each exposed screen of a remote needs when it first loads, written
 * beside the federation manifest as `screen-shared.json` ({ "TransferHistory": ["@portal/shared",
 * ...] }). The server preloads a screen's files from it (api/src/platform/web/route-preloads.ts). The
 * manifest alone cannot say: its `usedIn` lists only the screen module's own imports, so every
 * singleton the remote provides used to be preloaded for every screen. On /transfer-history
 * that was six chunks it never ran: formik, yup, the form validation, phone formatting and the
 * dialog (docs/boot.md).
 *
 * A screen needs the singletons consumed in the chunks the container loads with it, and, for
 * each of those, what the remote's own copy consumes in turn (used where the shell provides
 * none). What a screen imports lazily (`import()`, a dialog say) lives in chunks of its own
 * and is left out on purpose.
 */
const { SCREEN_SHARED_FILE } = require('./modules');
const { chunksThroughConsumedShares } = require('./consumed-shares');

class ScreenSharedPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ScreenSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation manifest (OPTIMIZE_TRANSFER), before precompression.
        { name: 'ScreenSharedPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          /** @type {Record<string, string[]>} */
          const screens = {};
          for (const [expose, block] of exposeBlocks(compilation)) {
            screens[expose.replace(/^\.\//, '')] = [...sharesNeededBy(compilation, block)].sort();
          }
          compilation.emitAsset(SCREEN_SHARED_FILE, new sources.RawSource(JSON.stringify(screens, null, 2)));
        },
      );
    });
  }
}

/**
 * The federation container's blocks, one per exposed module ('./TransferHistory'): loading one
 * loads the chunks of its chunk group.
 * @param {import('webpack').Compilation} compilation
 * @returns {Array<[string, import('webpack').AsyncDependenciesBlock]>}
 */
function exposeBlocks(compilation) {
  for (const module of compilation.modules) {
    if (module.type !== 'javascript/dynamic' || !module.identifier().startsWith('container entry')) continue;
    return module.blocks.map((block) => [/** @type {{ name: string }} */ (block.loc).name, block]);
  }
  return [];
}

/**
 * The share keys consumed by the chunks a block loads, and, through each consumed module's own
 * lazy fallback (the remote's copy), what that copy consumes in turn.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').AsyncDependenciesBlock} block
 */
function sharesNeededBy(compilation, block) {
  const { chunkGraph } = compilation;
  /** @type {Set<string>} */
  const needed = new Set();
  chunksThroughConsumedShares(chunkGraph, chunkGraph.getBlockChunkGroup(block)?.chunks ?? [], (consume) =>
    needed.add(/** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (consume)).options.shareKey),
  );
  return needed;
}

module.exports = { ScreenSharedPlugin };
