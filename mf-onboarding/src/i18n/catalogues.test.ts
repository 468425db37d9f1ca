import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { SHARED_CATALOGUES } from '@portal/shared/i18n/react';
import en from './en.json';
import es from './es.json';

type Catalogue = Record<string, string>;
const EN: Catalogue = en;
const ES: Catalogue = es;

/** Texts that read the same in Spanish: a word both languages share, a number's shape. */
const SAME_IN_BOTH = new Set(['onboarding.identityError.title', 'onboarding.phone.placeholder']);

/** The arguments (`{name}`, `{count, plural, …}`) and the tags (`<b>…</b>`) an ICU message names. */
function slotsOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(([, name]) => `{${name}}`);
  const tags = [...message.matchAll(/<([A-Za-z]\w*)>/g)].map(([, tag]) => `<${tag}>`);
  return [...new Set([...names, ...tags])].sort();
}

/** This remote's source files, tests and test helpers aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every catalogue id the code names, as a quoted string: `'onboarding.login.title'`, `id="errors.x"`. */
const usedIds = new Set(
  sourceFiles(path.join(__dirname, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`]((?:onboarding|errors|validation)\.[\w.]+)['"`]/g)].map(
      ([, id]) => id!,
    ),
  ),
);

describe("mf-onboarding's catalogues", () => {
  it('hold the same ids in English and Spanish, sorted', () => {
    expect(Object.keys(ES)).toEqual(Object.keys(EN));
    expect(Object.keys(EN)).toEqual(Object.keys(EN).sort());
    expect(Object.keys(EN).every((id) => id.startsWith('onboarding.'))).toBe(true);
  });

  it.each(Object.keys(EN))('%s takes the same arguments and tags in Spanish, in Spanish words', (id) => {
    expect(slotsOf(ES[id]!)).toEqual(slotsOf(EN[id]!));
    if (!SAME_IN_BOTH.has(id)) expect(ES[id]).not.toBe(EN[id]);
  });

  it.each([
    ['en-US', EN],
    ['es-US', ES],
  ] as const)('are ICU messages that %s can put into words', (locale, messages) => {
    const intl = createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    for (const [id, message] of Object.entries(messages)) {
      const values = Object.fromEntries(
        slotsOf(message).map((slot) =>
          slot.startsWith('<') ? [slot.slice(1, -1), (chunks: unknown[]) => chunks.join('')] : [slot.slice(1, -1), 1],
        ),
      );
      expect([id, typeof intl.formatMessage({ id }, values)]).toEqual([id, 'string']);
    }
  });

  it('name every text the code shows: no id used that is missing, none kept that is unused', () => {
    const own = [...usedIds].filter((id) => id.startsWith('onboarding.'));
    const shared = [...usedIds].filter((id) => !id.startsWith('onboarding.'));
    expect(own.filter((id) => !(id in EN))).toEqual([]);
    expect(shared.filter((id) => !(id in SHARED_CATALOGUES.en))).toEqual([]);
    expect(Object.keys(EN).filter((id) => !usedIds.has(id))).toEqual([]);
    // The scan sees the code: a screen, a form and a shared rule at least.
    expect([...usedIds]).toEqual(expect.arrayContaining(['onboarding.login.title', 'errors.documentUploaded']));
  });
});
