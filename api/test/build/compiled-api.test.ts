/**
 * The compiled API that `pnpm start` runs (docs/adr/0054): one file that carries its npm
 * dependencies, except those kept in node_modules on purpose, and pure ASCII, so Node reads it
 * on its fast path. Starting it is the replica and end-to-end tests' part.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../src/platform/config/config';
import { buildCompiledApi } from '../support/compiled-api';
// The build's own list (plain JavaScript, compiled for jest by esm-transform.js).
import { API_BUNDLE, API_NODE_FLAGS, KEPT_IN_NODE_MODULES } from '../../../scripts/lib/api-build.mjs';

let bundle: Buffer;

beforeAll(() => {
  buildCompiledApi();
  bundle = readFileSync(path.join(REPO_ROOT, API_BUNDLE));
}, 120_000);

/**
 * Optional native add-ons their packages try to load and do without (pg, ws): esbuild leaves
 * such a `require` inside its `try` as it is.
 */
const OPTIONAL_ADD_ONS = ['pg-native', 'bufferutil', 'utf-8-validate'];

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

it('requires from node_modules only the packages kept there', () => {
  const required = new Set(
    // Not inside a string or template: Ajv writes `require("ajv/dist/...")` into code it generates.
    [...bundle.toString('latin1').matchAll(/(?<!['"`\w.])require\("([^"]+)"\)/g)]
      .map(([, specifier]) => specifier!)
      .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
      .filter((specifier) => !builtinModules.includes(specifier))
      .map(packageOf),
  );
  const allowed = [...KEPT_IN_NODE_MODULES, ...OPTIONAL_ADD_ONS];
  expect([...required].filter((name) => !allowed.includes(name))).toEqual([]);
  // Fastify and Mercurius are in the file, not required from node_modules.
  expect(bundle.includes('FST_ERR_')).toBe(true);
  expect(required.has('fastify')).toBe(false);
});

it('is pure ASCII', () => {
  const first = bundle.findIndex((byte) => byte > 0x7f);
  const context = first < 0 ? '' : bundle.subarray(Math.max(0, first - 60), first + 20).toString('utf8');
  expect({ first, context }).toEqual({ first: -1, context: '' });
});

it('runs, from either start script, with Node flags this Node accepts', () => {
  // Node refuses a flag it does not know, so a misspelt one would stop `pnpm start`.
  expect(spawnSync(process.execPath, [...API_NODE_FLAGS, '-e', '0']).status).toBe(0);
  const apiPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'api', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(apiPackage.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} ${path.relative('api', API_BUNDLE)}`);
});
