/**
 * The shell's server renderer (docs/boot.md): one CommonJS file, shell/dist-server/
 * render-portal.cjs, that the API requires on the first page it renders. esbuild bundles
 * shell/src/server/render-portal.tsx with everything it reaches (React's server renderer, the
 * shell's frame, mf-onboarding's visitor screens from source, @portal/shared), for Node and
 * in production mode. Module Federation does not run on the server and styles are the
 * browser's: both are left out. Beside it, built-against.json records which build of each
 * remote the screens were compiled with, so the API renders a screen only while that very
 * build is deployed (a remote redeployed on its own is rendered by the browser until this
 * bundle is rebuilt). And page-loader.js, the one inline script of a page rendered so
 * (shell/src/page-loader): a minified browser IIFE the API writes into the page and allows by its
 * hash. Rebuilt only when its inputs change, like the other builds.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { filesUnder, fingerprintOf } from './fingerprint.mjs';

const OUT_DIR = path.join('shell', 'dist-server');
export const SERVER_RENDER_BUNDLE = path.join(OUT_DIR, 'render-portal.cjs');
export const PAGE_LOADER = path.join(OUT_DIR, 'page-loader.js');
const BUILT_AGAINST = path.join(OUT_DIR, 'built-against.json');
const STAMP = path.join(OUT_DIR, '.build-fingerprint');
/** The remotes whose screens the bundle renders, by module id. */
const SCREEN_REMOTES = { onboarding: 'mf-onboarding' };

const manifestPath = (outRoot, remote) => path.join(outRoot, remote, 'dist', 'mf-manifest.json');

function fingerprint(sourceRoot, outRoot) {
  const inputs = [
    ...['shell', ...Object.values(SCREEN_REMOTES), 'shared'].flatMap((pkg) => [
      ...filesUnder(path.join(sourceRoot, pkg, 'src')),
      path.join(sourceRoot, pkg, 'package.json'),
    ]),
    path.join(sourceRoot, 'pnpm-lock.yaml'),
    path.join(sourceRoot, 'scripts', 'lib', 'server-render-build.mjs'),
    ...Object.values(SCREEN_REMOTES).map((remote) => manifestPath(outRoot, remote)),
  ];
  return fingerprintOf(sourceRoot, inputs);
}

/**
 * Which build of each remote the screens were compiled with: its remote entry's content-hashed
 * name, which changes with any of the remote's files (the entry maps every chunk's hash). The
 * API compares the deployed manifest with this before rendering a screen.
 */
function builtAgainst(outRoot) {
  const remotes = {};
  for (const [moduleId, remote] of Object.entries(SCREEN_REMOTES)) {
    const file = manifestPath(outRoot, remote);
    remotes[moduleId] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).metaData.remoteEntry.name : null;
  }
  return remotes;
}

/** Styles are the browser's: a stylesheet import is an empty module on the server. */
const withoutStyles = {
  name: 'without-styles',
  setup(build) {
    build.onResolve({ filter: /\.s?css$/ }, (args) => ({ path: args.path, namespace: 'server-without-styles' }));
    build.onLoad({ filter: /.*/, namespace: 'server-without-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** No Module Federation on the server: the screens it renders are imported from source. */
const withoutFederation = {
  name: 'without-federation',
  setup(build) {
    build.onResolve({ filter: /^@module-federation\// }, (args) => ({
      path: args.path,
      namespace: 'server-without-federation',
    }));
    build.onLoad({ filter: /.*/, namespace: 'server-without-federation' }, () => ({
      contents:
        "const refuse = () => { throw new Error('Module Federation does not run in the server renderer'); };\n" +
        'export const loadRemote = refuse;\nexport const registerRemotes = refuse;\n',
      loader: 'js',
    }));
  },
};

/**
 * @portal/shared's modules only declare things: the page loader imports three constants from a
 * barrel, and the rest (the states table, the route table) is left out of its few hundred bytes.
 */
function sharedWithoutSideEffects(sourceRoot) {
  const sharedSources = path.join(sourceRoot, 'shared', 'src') + path.sep;
  const resolving = Symbol('resolving');
  return {
    name: 'shared-without-side-effects',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === resolving) return undefined;
        const { importer, namespace, resolveDir, kind, with: attributes } = args;
        const options = { importer, namespace, resolveDir, kind, with: attributes, pluginData: resolving };
        const result = await build.resolve(args.path, options);
        if (result.errors.length > 0 || !result.path.startsWith(sharedSources)) return result;
        return { ...result, sideEffects: false };
      });
    },
  };
}

/** react-router's production build, as the browser builds use it (docs/boot.md). */
function reactRouterProduction(sourceRoot) {
  const sharedRequire = createRequire(path.join(sourceRoot, 'shared', 'package.json'));
  const domPackage = sharedRequire.resolve('react-router-dom/package.json');
  const routerPackage = createRequire(domPackage).resolve('react-router/package.json');
  const production = path.join(path.dirname(routerPackage), 'dist', 'production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production',
    setup(build) {
      build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
        path: path.join(production, files[args.path]),
      }));
    },
  };
}

/**
 * Builds the server renderer when it is missing or stale; returns whether it built.
 * `outRoot` is where the front-end builds live (the repository itself, or a test's copy).
 */
export async function buildServerRendererIfStale(
  sourceRoot,
  { outRoot = sourceRoot, log = console.log, force = false } = {},
) {
  const print = fingerprint(sourceRoot, outRoot);
  const stamp = path.join(outRoot, STAMP);
  if (
    !force &&
    existsSync(path.join(outRoot, SERVER_RENDER_BUNDLE)) &&
    existsSync(path.join(outRoot, PAGE_LOADER)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === print
  ) {
    return false;
  }
  log('building the server renderer ...');
  const esbuild = createRequire(path.join(sourceRoot, 'api', 'package.json'))('esbuild');
  const release = JSON.parse(readFileSync(path.join(sourceRoot, 'mf-onboarding', 'package.json'), 'utf8')).version;
  mkdirSync(path.join(outRoot, OUT_DIR), { recursive: true });
  await esbuild.build({
    absWorkingDir: sourceRoot,
    entryPoints: [path.join(sourceRoot, 'shell', 'src', 'server', 'render-portal.tsx')],
    outfile: path.join(outRoot, SERVER_RENDER_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: false,
    sourcemap: true,
    // React's production builds, and the release the remote's own build stamps on its screens.
    define: { 'process.env.NODE_ENV': '"production"', __PORTAL_RELEASE__: JSON.stringify(release) },
    external: [...builtinModules, 'node:*'],
    plugins: [withoutStyles, withoutFederation, reactRouterProduction(sourceRoot)],
    logLevel: 'warning',
  });
  await esbuild.build({
    absWorkingDir: sourceRoot,
    entryPoints: [path.join(sourceRoot, 'shell', 'src', 'page-loader', 'inline-script.ts')],
    outfile: path.join(outRoot, PAGE_LOADER),
    bundle: true,
    platform: 'browser',
    format: 'iife',
    // The browsers the front ends' own builds compile for (swc's es2020).
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    plugins: [sharedWithoutSideEffects(sourceRoot)],
    logLevel: 'warning',
  });
  await esbuild.stop();
  writeFileSync(path.join(outRoot, BUILT_AGAINST), `${JSON.stringify(builtAgainst(outRoot), null, 2)}\n`);
  writeFileSync(stamp, print);
  return true;
}
