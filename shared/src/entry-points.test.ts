/** @jest-environment node */
// Guards the page-weight budget. Shared Module Federation modules are not tree-shaken:
// whatever an entry reaches at run time is downloaded. So each entry may reach only the
// packages listed here, and the modules whose identity matters (the one API slice, the
// one root reducer) only from the root entry.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = __dirname;

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
    (candidate) => /\.(tsx?|scss)$/.test(candidate) && existsSync(candidate),
  );
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return found;
}

function packageName(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
}

function reach(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith('.scss')) return;
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(packageName(specifier));
    }
  };
  visit(join(SRC, entry));
  return { files: [...files].map((file) => relative(SRC, file)), packages: [...packages].sort() };
}

describe('entry points', () => {
  it.each([
    ['index.ts', ['@reduxjs/toolkit', 'react-redux']],
    ['constants/index.ts', []],
    ['format/index.ts', ['moment']],
    ['format/phone.ts', []],
    ['format/money.ts', []],
    ['validation/index.ts', ['yup']],
    ['ui/index.ts', ['@reduxjs/toolkit', 'react', 'react-redux']],
    ['ui/modal.tsx', ['@radix-ui/react-dialog', 'react']],
    // Bundled into the shell and imported by the API: no package at all.
    ['page/index.ts', []],
  ])('%s reaches only %p', (entry, allowed) => {
    expect(reach(entry).packages).toEqual(allowed);
  });

  it('keeps the UI kit out of the root entry and styles out of the non-UI entries', () => {
    for (const entry of [
      'index.ts',
      'constants/index.ts',
      'format/index.ts',
      'format/phone.ts',
      'format/money.ts',
      'validation/index.ts',
    ]) {
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
});
