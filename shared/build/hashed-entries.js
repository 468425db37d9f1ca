// @ts-check
/**
 * Webpack names the entry files plainly (`main.js`, `remoteEntry.js`): the federation runtime
 * resolves them before content hashes exist. This plugin adds a content-hashed twin of each
 * (`main.<hash>.js`, `remoteEntry.<hash>.js`) and points their only readers at it: the shell's
 * page and the federation manifests. So every script is cached `immutable` and only the page
 * and the small manifests revalidate (docs/boot.md). The plain names stay for anyone who links
 * them directly and are served with no-cache.
 */
const { createHash } = require('node:crypto');

const ENTRIES = ['main.js', 'remoteEntry.js'];
const MANIFESTS = ['mf-manifest.json', 'mf-stats.json'];
const PAGE = 'index.html';

/** @param {Buffer} bytes */
const contentHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

class HashedEntriesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HashedEntriesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the page (OPTIMIZE_INLINE) and the federation manifest (OPTIMIZE_TRANSFER), before precompression.
        { name: 'HashedEntriesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        (assets) => {
          for (const entry of ENTRIES) {
            const source = assets[entry];
            if (!source) continue;
            const bytes = Buffer.from(source.buffer());
            const hashed = entry.replace(/\.js$/, `.${contentHash(bytes)}.js`);
            // A copy of the minified entry: the minimizer, which also sees files added this late,
            // must leave it as it is (minified twice, it lost what was added after minifying).
            compilation.emitAsset(hashed, new sources.RawSource(bytes), { minimized: true });
            if (entry === 'remoteEntry.js') {
              for (const file of MANIFESTS) {
                const manifest = assets[file];
                if (!manifest) continue;
                const json = JSON.parse(manifest.source().toString());
                json.metaData.remoteEntry.name = hashed;
                compilation.updateAsset(file, new sources.RawSource(JSON.stringify(json, null, 2)));
              }
            }
            const page = assets[PAGE];
            if (page) {
              // HtmlWebpackPlugin links `/main.js` (no query string: its `hash` option is off),
              // quoted or not.
              const linked = new RegExp(`(src=["']?)/${entry.replace('.', '\\.')}(?=["'\\s>])`, 'g');
              const html = page.source().toString().replace(linked, `$1/${hashed}`);
              compilation.updateAsset(PAGE, new sources.RawSource(html));
            }
          }
        },
      );
    });
  }
}

module.exports = { HashedEntriesPlugin };
