// @ts-check
/**
 * Fails a build that bundles one package's file in both its CommonJS and its ES module form
 * (`dist/index.cjs` beside `dist/index.js`). Packages that ship both builds are resolved by
 * how they are asked for: `require` gets the CommonJS file, `import` the ES module. When one
 * page asks both ways, the package's code ships and runs twice, and any state it keeps at
 * module level exists twice. The federation runtime did exactly that in the shell's entry
 * (docs/boot.md): 86 KB of its 196 KB.
 */
const path = require('node:path');

/** `…/node_modules/<name or @scope/name>/<rest>` → the package folder and the rest. */
const IN_PACKAGE = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/](.+)$/;
const SCRIPT = /\.(c|m)?js$/;

/**
 * The packages with a file bundled in two module formats: the same path inside the same
 * package folder, once as `.cjs` and once as `.js` or `.mjs`.
 * @param {Iterable<string>} resources absolute paths of the bundled files
 * @returns {Map<string, string[]>} package folder → its files bundled twice (paths without extension)
 */
function filesInBothFormats(resources) {
  /** @type {Map<string, Map<string, Set<'cjs' | 'esm'>>>} */
  const packages = new Map();
  for (const resource of resources) {
    const inPackage = IN_PACKAGE.exec(resource);
    const extension = SCRIPT.exec(resource);
    if (!inPackage || !extension) continue;
    const files = packages.get(inPackage[1]) ?? new Map();
    const file = inPackage[2].replace(SCRIPT, '').split(path.sep).join('/');
    files.set(file, (files.get(file) ?? new Set()).add(extension[1] === 'c' ? 'cjs' : 'esm'));
    packages.set(inPackage[1], files);
  }
  /** @type {Map<string, string[]>} */
  const twice = new Map();
  for (const [folder, files] of packages) {
    const both = [...files].filter(([, formats]) => formats.size === 2).map(([file]) => file);
    if (both.length) twice.set(folder, both);
  }
  return twice;
}

class DualPackageGuardPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DualPackageGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('DualPackageGuardPlugin', (modules) => {
        const resources = [];
        for (const module of modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource;
          if (resource) resources.push(resource.split('?')[0]);
        }
        for (const [folder, files] of filesInBothFormats(resources)) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${folder} is bundled both as CommonJS and as ES modules (${files.length} files, ${files.slice(0, 3).join(', ')}): ` +
                'one importer requires it while another imports it (docs/boot.md).',
            ),
          );
        }
      });
    });
  }
}

module.exports = { DualPackageGuardPlugin, filesInBothFormats };
