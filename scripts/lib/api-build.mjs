/**
 * The API as production runs it: compiled JavaScript, no transpiling at start-up.
 * esbuild bundles api/src/main.ts, @portal/shared's TypeScript sources and the API's npm
 * dependencies into api/dist/main.cjs, except the ones in KEPT_IN_NODE_MODULES, which load from
 * node_modules as usual (docs/adr/0054: one file to read and compile instead of about a thousand
 * to resolve, read and compile one by one). Rebuilt only when its inputs change, like the front ends.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { filesUnder, fingerprintOf } from './fingerprint.mjs';

const STAMP = '.build-fingerprint';
export const API_BUNDLE = path.join('api', 'dist', 'main.cjs');
/**
 * Node's flags for the API, wherever it runs (pnpm start, the cluster, the benches): stack traces
 * through source maps, and young-generation semi-spaces of up to 64 MB instead of V8's 16
 * (docs/adr/0064). A page of answers in flight outlives the default's scavenges and is copied
 * into the old generation, to be collected there at far greater cost.
 */
export const API_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];

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
 * The npm dependencies that stay in node_modules (docs/adr/0054), with why:
 * - loaded only on first use, most starts never need them (docs/adr/0044): the vendor SDKs of
 *   the real providers, the server's DOMPurify (jsdom), pdf-lib, the CSS parsers, and the
 *   OpenTelemetry SDK, whose instrumentations hook `require` (http) and diagnostics channels
 *   (undici). Its API is bundled: copies of @opentelemetry/api share one global registry, so
 *   the bundle's spans reach the SDK's tracer provider (docs/adr/0054);
 * - PGlite finds its WebAssembly and data files beside its own module at run time;
 * - build tools, not run by the server.
 */
export const KEPT_IN_NODE_MODULES = [
  // A native addon (one prebuilt binary per platform): loaded from node_modules, never bundled.
  '@resvg/resvg-js',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  'dwolla-v2',
  'nodemailer',
  'plaid',
  'twilio',
  'dompurify',
  'jsdom',
  'pdf-lib',
  'postcss',
  'postcss-selector-parser',
  '@opentelemetry/sdk-node',
  '@opentelemetry/instrumentation-http',
  '@opentelemetry/instrumentation-undici',
  '@electric-sql/pglite',
  'esbuild',
  'tsx',
];

/**
 * A bundle has one __dirname; some sources use theirs to find files beside them (the API's
 * schema.graphql and drizzle/, a dependency's own package.json). Each bundled file's
 * `__dirname` and `__filename` become its original ones, relative to the bundle, so the build
 * works wherever the repository lives.
 */
function withOriginalDirname(source, file, outDir) {
  if (!/\b__(dirname|filename)\b/.test(source)) return source;
  const relative = path.relative(outDir, path.dirname(file)).split(path.sep).join('/');
  const dirname = `require('node:path').join(__dirname, ${JSON.stringify(relative)})`;
  const filename = `require('node:path').join(${dirname}, ${JSON.stringify(path.basename(file))})`;
  return source.replace(/\b__filename\b/g, filename).replace(/\b__dirname\b/g, dirname);
}

/**
 * esbuild writes ASCII except inside regular expression literals (evanw/esbuild#4205), and one
 * non-ASCII byte makes Node decode the whole 5 MB bundle on its slow UTF-8 path and V8 keep it
 * as two-byte text: about 50 ms of every start (docs/adr/0054). A `\uXXXX` escape means the same
 * character in a string, a template, a regular expression, an identifier or a comment.
 */
function escapeNonAscii(source) {
  return source.replace(/(?<!\\)[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function rewriteSources(repoRoot) {
  const outDir = path.join(repoRoot, 'api', 'dist');
  return {
    name: 'rewrite-sources',
    setup(build) {
      build.onLoad({ filter: /\.(ts|js|cjs|mjs)$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const rewritten = escapeNonAscii(withOriginalDirname(source, args.path, outDir));
        if (rewritten === source) return undefined;
        return { contents: rewritten, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
      });
    },
  };
}

/**
 * `require('process/')` and `require('string_decoder/')` (readable-stream's way of asking for the
 * npm package rather than Node's module): esbuild would leave them to Node, which cannot find
 * them from api/dist, so they are resolved from the file that asks.
 */
function resolveTrailingSlashPackages() {
  return {
    name: 'resolve-trailing-slash-packages',
    setup(build) {
      build.onResolve({ filter: /^[a-z_]+\/$/ }, (args) => ({
        path: createRequire(args.importer).resolve(args.path),
      }));
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
  await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join('api', 'src', 'main.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    // Stack traces need the mappings only; the sources are in the repository (4 MB instead of 14).
    sourcesContent: false,
    minifyWhitespace: true,
    minifySyntax: true,
    // Licence comments go to main.cjs.LEGAL.txt: the bundle stays ASCII (see escapeNonAscii).
    legalComments: 'linked',
    external: [
      ...KEPT_IN_NODE_MODULES,
      ...KEPT_IN_NODE_MODULES.map((name) => `${name}/*`),
      ...builtinModules,
      'node:*',
    ],
    plugins: [rewriteSources(repoRoot), resolveTrailingSlashPackages()],
    logLevel: 'warning',
  });
  // esbuild keeps a service process for further builds; `pnpm start` makes no other.
  await esbuild.stop();
  writeFileSync(stamp, print);
  return true;
}
