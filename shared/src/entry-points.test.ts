/** @jest-environment node */
// Guards the page-weight budget. Shared Module Federation modules are not tree-shaken:
// whatever an entry reaches at run time is downloaded. So each entry may reach only the
// packages listed here, and the modules whose identity matters (the one API slice, the
// one root reducer) only from the root entry. An entry reaches another entry through the
// package's own name (`@portal/shared/constants`), which the federation consumes as the one
// shared copy; a relative path would bundle a second copy of that entry's files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = __dirname;
const ROOT = join(SRC, '..');
const EXPORTS: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports;
const SELF = '@portal/shared';

/** The file an `@portal/shared[/entry]` import names, from the package's exports. */
function ownEntryFile(specifier: string): string {
  const target = EXPORTS[`.${specifier.slice(SELF.length)}`];
  if (!target) throw new Error(`${specifier} is not an entry of @portal/shared`);
  return join(ROOT, target);
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Runtime import specifiers of a file: statements that are entirely type-only are erased. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)]
    .filter(([, , typeKeyword, clause]) => {
      if (typeKeyword) return false;
      const names = clause?.match(/^\{([\s\S]*)\}$/)?.[1];
      return !names || !names.split(',').every((name) => !name.trim() || name.trim().startsWith('type '));
    })
    .map(([, , , , specifier]) => specifier!);
}

function resolveLocal(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => /\.(tsx?|scss|json)$/.test(candidate) && existsSync(candidate),
  );
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return found;
}

function packageName(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
}

/**
 * What an entry brings to the page: `files`, the modules bundled into its own chunk (reached by
 * relative imports), `entries`, the other entries it consumes, and `packages`, every
 * third-party package it reaches, through those entries too.
 */
function reach(entry: string) {
  const files = new Set<string>();
  const entries = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith('.scss') || file.endsWith('.json')) return;
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else if (packageName(specifier) === SELF) entries.add(specifier);
      else packages.add(packageName(specifier));
    }
  };
  visit(join(SRC, entry));
  for (const consumed of entries) {
    const entryFile = relative(SRC, ownEntryFile(consumed));
    if (entryFile !== entry) reach(entryFile).packages.forEach((name) => packages.add(name));
  }
  return {
    files: [...files].map((file) => relative(SRC, file)),
    entries: [...entries].sort(),
    packages: [...packages].sort(),
  };
}

/** The browser's shared entries (page is bundled into the shell alone). */
const SHARED_ENTRIES = [
  'index.ts',
  'constants/index.ts',
  'format/index.ts',
  'format/phone.ts',
  'format/money.ts',
  'validation/index.ts',
  'ui/index.ts',
  'ui/modal.tsx',
  'i18n/index.ts',
  'i18n/react.ts',
];

describe('entry points', () => {
  it.each([
    ['index.ts', ['@reduxjs/toolkit', 'react-redux']],
    ['constants/index.ts', []],
    ['format/index.ts', ['moment']],
    ['format/phone.ts', []],
    ['format/money.ts', []],
    ['validation/index.ts', ['yup']],
    ['ui/index.ts', ['@reduxjs/toolkit', 'react', 'react-intl', 'react-redux']],
    ['ui/modal.tsx', ['@radix-ui/react-dialog', 'react', 'react-intl']],
    // Languages and catalogues, no package: the API imports it too.
    ['i18n/index.ts', []],
    ['i18n/react.ts', ['@reduxjs/toolkit', 'react', 'react-intl', 'react-redux']],
    // The API's: texts put into words without React.
    ['i18n/formatting.ts', ['@formatjs/intl']],
    // Bundled into the shell and imported by the API: no package at all.
    ['page/index.ts', []],
    // Types only: the REST shapes the API and the front ends share.
    ['contracts/index.ts', []],
  ])('%s reaches only %p', (entry, allowed) => {
    expect(reach(entry).packages).toEqual(allowed);
  });

  it('keeps the UI kit out of the root entry and styles out of the non-UI entries', () => {
    for (const entry of SHARED_ENTRIES.filter((name) => !name.startsWith('ui/'))) {
      expect(reach(entry).files.filter((file) => file.startsWith('ui/') || file.endsWith('.scss'))).toEqual([]);
    }
  });

  it('reaches the one API slice and root reducer from the root entry only', () => {
    for (const entry of [
      'constants/index.ts',
      'format/index.ts',
      'format/phone.ts',
      'validation/index.ts',
      'ui/index.ts',
      'ui/modal.tsx',
    ]) {
      expect(reach(entry).files).not.toEqual(expect.arrayContaining(['api/api-slice.ts']));
      expect(reach(entry).files).not.toEqual(expect.arrayContaining(['store/root-reducer.ts']));
    }
    expect(reach('index.ts').files).toEqual(expect.arrayContaining(['api/api-slice.ts', 'store/root-reducer.ts']));
  });

  it('sees through type-only imports', () => {
    // ui/formik-field.ts imports Formik's types only; ui must not download Formik.
    expect(reach('ui/formik-field.ts').packages).toEqual([]);
  });

  it('bundles every module into one shared entry only, so a page never loads it twice', () => {
    // A one-line helper: the dialog copies it rather than pull the whole UI kit in.
    const copiedOnPurpose = new Set(['ui/class-names.ts']);
    const owner = new Map<string, string>();
    for (const entry of SHARED_ENTRIES) {
      const bundled = reach(entry).files.filter((name) => !name.endsWith('.scss') && !copiedOnPurpose.has(name));
      for (const file of bundled) {
        expect([file, owner.get(file) ?? entry]).toEqual([file, entry]);
        owner.set(file, entry);
      }
    }
  });
});
