#!/usr/bin/env node
/**
 * `pnpm lint:texts` (part of `pnpm lint`, so of `pnpm test`): the catalogues hold every text in
 * every language (docs/i18n.md). Fails when
 * - a catalogue's languages differ in their ids, or a message is empty;
 * - a message is not valid ICU, or its Spanish takes other arguments than its English;
 * - the code names an id (`id: 'x.y'`, `id="x.y"`, `labelId: 'x.y'`) that no catalogue it can
 *   reach holds: its package's own, or the shared ones (shared/src/i18n/catalogue).
 * Ids built at run time (`ui.steps.payment.${key}`) are not seen here; the component tests,
 * which throw on a missing id, cover them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES = ['shared', 'shell', 'mf-onboarding', 'mf-banking', 'mf-transfers', 'mf-messages', 'api'];
const LANGUAGES = ['en', 'es'];
const problems = [];

function filesUnder(dir, keep) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** `{ name → { en: file, es: file } }`: `en.json`/`es.json`, or `<name>.en.json`/`<name>.es.json`. */
function cataloguesOf(pkg) {
  const sets = new Map();
  for (const file of filesUnder(path.join(ROOT, pkg, 'src'), (f) => /(^|[./])(en|es)\.json$/.test(path.basename(f)))) {
    const match = /^(?:(.*)\.)?(en|es)\.json$/.exec(path.basename(file));
    if (!match || !file.includes(`${path.sep}i18n${path.sep}`)) continue;
    const key = path.join(path.dirname(file), match[1] ?? '');
    sets.set(key, { ...sets.get(key), [match[2]]: file });
  }
  return sets;
}

/** The names of a message's arguments ({name}, {count, plural, …}, <b>…</b>). */
function argumentsOf(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.options) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.children) argumentsOf(element.children, into);
  }
  return into;
}

const known = new Map(); // package → Set of ids it can name
const shared = new Set();
for (const pkg of PACKAGES) {
  const ids = new Set();
  for (const [name, files] of cataloguesOf(pkg)) {
    const where = path.relative(ROOT, name);
    const missing = LANGUAGES.filter((language) => !files[language]);
    if (missing.length) {
      problems.push(`${where}: no ${missing.join(', ')} catalogue`);
      continue;
    }
    const [en, es] = LANGUAGES.map((language) => JSON.parse(readFileSync(files[language], 'utf8')));
    for (const id of new Set([...Object.keys(en), ...Object.keys(es)])) {
      ids.add(id);
      if (!(id in en) || !(id in es)) {
        problems.push(`${where}: "${id}" is missing in ${id in en ? 'es' : 'en'}`);
        continue;
      }
      const parsed = {};
      for (const [language, message] of [
        ['en', en[id]],
        ['es', es[id]],
      ]) {
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${where}: "${id}" is empty in ${language}`);
          continue;
        }
        try {
          parsed[language] = argumentsOf(parse(message));
        } catch (error) {
          problems.push(`${where}: "${id}" in ${language} is not a valid ICU message (${error.message})`);
        }
      }
      if (parsed.en && parsed.es) {
        const en = [...parsed.en].sort().join(', ');
        const es = [...parsed.es].sort().join(', ');
        if (en !== es) problems.push(`${where}: "${id}" takes {${en}} in English but {${es}} in Spanish`);
      }
    }
  }
  known.set(pkg, ids);
  if (pkg === 'shared') ids.forEach((id) => shared.add(id));
}

// An id written in the code: `id: 'a.b'`, `id="a.b"`, `labelId: 'a.b'` (with a dot: ours).
const NAMED_ID = /\b(?:id|labelId)\s*[:=]\s*\{?\s*(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g;
for (const pkg of PACKAGES) {
  const reachable = new Set([...known.get(pkg), ...shared]);
  const sources = filesUnder(
    path.join(ROOT, pkg, 'src'),
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}testing${path.sep}`),
  );
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const [, , id] of text.matchAll(NAMED_ID)) {
      if (!reachable.has(id))
        problems.push(`${path.relative(ROOT, file)}: names "${id}", which no catalogue it reaches holds`);
    }
  }
}

if (problems.length) {
  console.error(`The catalogues are not complete (docs/i18n.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Catalogues: every id in every language, every id the code names defined.');
