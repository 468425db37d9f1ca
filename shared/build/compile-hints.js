// @ts-check
/**
 * V8's explicit compile hint on every script of a production build (docs/boot.md). V8 compiles a
 * function when it is first called, on the main thread, inside whatever called it; the magic
 * comment `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136+; a comment to other
 * engines) has it compile all of the file's functions with the script instead, on the thread
 * that streams the script in. A first screen runs most of the code it loads (the shell's React
 * DOM, Redux Toolkit, router and federation runtime, the remote's entry, screen and form
 * libraries, the sanitizer when it comes), and those first calls' compiles were most of its
 * longest tasks after the first paint.
 */
const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {RegExp} test the file names that get the hint */
  constructor(test) {
    this.test = test;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying, which drops comments; before the source maps, the content hashes and
        // the entry's hashed twin (hashed-entries.js).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (this.test.test(file)) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
