/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { SHARED_CATALOGUES } from '@portal/shared/i18n/react';
import en from './en.json';
import es from './es.json';

// The catalogue and the code agree: Spanish has every English text and no other, each with the
// same arguments; every id the code names exists; every text is still used somewhere.

const SRC = join(__dirname, '..');
const ID = /['"`]((?:messages|errors|validation)\.[A-Za-z0-9_.]+)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const idsInCode = new Set(
  sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(ID)].map((m) => m[1]!)),
);

/** An ICU message's elements, as FormatJS parses it (a syntax error throws). */
interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** The arguments a message takes ({name}, {count, plural, …}, {kind, select, …}), parsed, not guessed. */
function argumentsOf(message: string, locale: string): string[] {
  const ast = createIntl({ locale }).formatters.getMessageFormat(message, locale).getAst() as Element[];
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // Literals (0) and a plural's # (7) name nothing; every other element names its argument.
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string') names.add(element.value);
      Object.values(element.options ?? {}).forEach((option) => walk(option.value));
      walk(element.children ?? []);
    }
  };
  walk(ast);
  return [...names].sort();
}

describe('mf-messages catalogues', () => {
  it('have the same ids in English and Spanish, sorted', () => {
    expect(Object.keys(es)).toEqual(Object.keys(en));
    expect(Object.keys(en)).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(en))('%s takes the same arguments in Spanish', (id, message) => {
    expect(argumentsOf(es[id as keyof typeof es], 'es-US')).toEqual(argumentsOf(message, 'en-US'));
  });

  it('have every id the code names (its own, or the shared rules’)', () => {
    const known = new Set([...Object.keys(en), ...Object.keys(SHARED_CATALOGUES.en)]);
    expect([...idsInCode].filter((id) => !known.has(id))).toEqual([]);
  });

  it('have no text the code no longer uses', () => {
    expect(Object.keys(en).filter((id) => !idsInCode.has(id))).toEqual([]);
  });
});
