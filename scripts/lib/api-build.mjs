/**
 * The API as production runs it: compiled JavaScript, no transpiling at start-up (issue 11).
 * esbuild bundles api/src/main.ts with @portal/shared's TypeScript sources into
 * api/dist/main.cjs; the API's own npm dependencies stay outside the bundle, loaded from
 * node_modules as usual. Rebuilt only when its inputs change, like the front ends.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { filesUnder, fingerprintOf } from './fingerprint.mjs';

const STAMP = '.build-fingerprint';
export const API_BUNDLE = path.join('api', 'dist', 'main.cjs');

function apiFingerprint(repoRoot) {
  const inputs = [
    ...filesUnder(path.join(repoRoot, 'api', 'src')),
    ...filesUnder(path.join(repoRoot, 'shared', 'src')),
    ...filesUnder(path.join(repoRoot, 'shared', 'build')),
    path.join(repoRoot, 'api', 'package.json'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
    path.join(repoRoot, 'scripts', 'lib', 'api-build.mjs'),
  ];
  return fingerprintOf(repoRoot, inputs);
}

/**
 * A bundle has one __dirname; the sources use theirs to find files beside them (schema.graphql,
 * drizzle/, the repository root). Each source's __dirname becomes its original folder, relative
 * to the bundle, so the build works wherever the repository lives.
 */
function keepSourceDirname(repoRoot) {
  const outDir = path.join(repoRoot, 'api', 'dist');
  return {
    name: 'keep-source-dirname',
    setup(build) {
      build.onLoad({ filter: /[\\/]api[\\/]src[\\/].*\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('__dirname')) return undefined;
        const relative = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: source.replace(
            /\b__dirname\b/g,
            `require('node:path').join(__dirname, ${JSON.stringify(relative)})`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

/** Builds api/dist/main.cjs when it is missing or stale; returns whether it built. */
export async function buildApiIfStale(repoRoot, { log = console.log, force = false } = {}) {
  const print = apiFingerprint(repoRoot);
  const stamp = path.join(repoRoot, 'api', 'dist', STAMP);
  if (
    !force &&
    existsSync(path.join(repoRoot, API_BUNDLE)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === print
  ) {
    return false;
  }
  log('building api ...');
  const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
  const esbuild = apiRequire('esbuild');
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'api', 'package.json'), 'utf8'));
  // npm dependencies load from node_modules; only the workspace's TypeScript is compiled in.
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@portal/'));
  await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join('api', 'src', 'main.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`), ...builtinModules, 'node:*'],
    plugins: [keepSourceDirname(repoRoot)],
    logLevel: 'warning',
  });
  // esbuild keeps a service process for further builds; `pnpm start` makes no other.
  await esbuild.stop();
  writeFileSync(stamp, print);
  return true;
}
