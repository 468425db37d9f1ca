// @ts-check
/**
 * Brotli and gzip twins (`x.js.br`, `x.js.gz`) of every text file a build emits, so the server
 * answers `Accept-Encoding` from disk (docs/boot.md). Compressing once per build at the highest
 * levels costs a few seconds here instead of CPU on every request. It runs at the very last
 * asset stage, after the federation manifest and the hashed remote entry exist.
 */
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const source = assets[name];
            if (!source) continue;
            const bytes = Buffer.from(source.buffer());
            const brotli = zlib.brotliCompressSync(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            const gzip = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE };
