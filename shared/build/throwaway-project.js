// @ts-check
/**
 * For the webpack helpers' tests: small projects on disk, built by a real compiler, and removed
 * after the test file. `node_modules/<lib>/index.js` among the files makes a package.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/** The projects made, removed by removeProjects(). */
const made = [];

/**
 * @param {string} prefix the temporary folder's name prefix
 * @param {Record<string, string>} files path → source
 */
function project(prefix, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, source);
    const lib = /^node_modules\/([^/]+)\/index\.js$/.exec(file);
    if (lib) {
      fs.writeFileSync(
        path.join(path.dirname(full), 'package.json'),
        JSON.stringify({ name: lib[1], version: '1.0.0' }),
      );
    }
  }
  return dir;
}

function removeProjects() {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * @param {import('webpack').Configuration} config
 * @returns {Promise<import('webpack').Stats>}
 */
function build(config) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || !stats ? reject(error ?? new Error('no stats')) : compiler.close(() => resolve(stats)),
    ),
  );
}

/** The federation runtime a container imports is this repository's. */
const REPOSITORY_MODULES = path.join(__dirname, '..', 'node_modules');

module.exports = { project, removeProjects, build, REPOSITORY_MODULES };
