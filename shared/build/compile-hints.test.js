/**
 * @jest-environment node
 */
const fs = require('node:fs');
const path = require('node:path');
const { CompileHintsPlugin } = require('./compile-hints');
const { HashedEntriesPlugin } = require('./hashed-entries');
const { build, project, removeProjects } = require('./throwaway-project');

afterAll(removeProjects);

const HINT = '//# allFunctionsCalledOnLoad\n';

describe('CompileHintsPlugin', () => {
  it("puts V8's compile hint on the start-up scripts, minified, with their maps and hashed twins kept true", async () => {
    const dir = project('compile-hints-', {
      'main.js': "export function startPortal() { return import('./later.js'); }\nstartPortal();\n",
      'later.js': 'export const later = () => "loaded later";\n',
    });
    const stats = await build({
      context: dir,
      mode: 'production',
      devtool: 'source-map',
      entry: { main: './main.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: 'later.[contenthash:8].js' },
      plugins: [new CompileHintsPlugin(/^main(\.[0-9a-f]{8})?\.js$/), new HashedEntriesPlugin()],
    });
    expect(stats.hasErrors()).toBe(false);
    const dist = path.join(dir, 'dist');
    const files = fs.readdirSync(dist);
    const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
    const twin = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    const later = files.find((file) => /^later\..*\.js$/.test(file));

    // The entry and its content-hashed twin (the file the page loads) carry the hint, once.
    expect(read('main.js').startsWith(HINT)).toBe(true);
    expect(read(twin)).toBe(read('main.js'));
    expect(read('main.js').split('allFunctionsCalledOnLoad')).toHaveLength(2);
    // Minified still (the hint is added after the minimizer, which drops comments).
    expect(read('main.js')).not.toContain('startPortal');
    // A lazy chunk compiles as usual.
    expect(read(later).startsWith(HINT)).toBe(false);
    // The map follows the added line: its first line maps nothing (the hint), the code starts on
    // the second, where the lazy chunk's map, without a hint, starts on the first.
    expect(JSON.parse(read('main.js.map')).mappings).toMatch(/^;[A-Za-z0-9+/]/);
    expect(JSON.parse(read(`${later}.map`)).mappings).toMatch(/^[A-Za-z0-9+/]/);
  });
});
