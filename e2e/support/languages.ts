import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const REPO = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shared', 'shell', 'mf-onboarding', 'mf-banking', 'mf-transfers', 'mf-messages', 'api'];

function catalogueFiles(dir: string, language: 'en' | 'es'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : catalogueFiles(full, language);
    const isCatalogue =
      full.includes(`${path.sep}i18n${path.sep}`) && new RegExp(`(^|\\.)${language}\\.json$`).test(name);
    return isCatalogue ? [full] : [];
  });
}

/** Every message of every catalogue in `language`, id → text. */
export function catalogue(language: 'en' | 'es'): Record<string, string> {
  return Object.assign(
    {},
    ...PACKAGES.flatMap((pkg) => catalogueFiles(path.join(REPO, pkg, 'src'), language)).map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
    ),
  );
}

const EN = catalogue('en');
const ES = catalogue('es');

/** A Spanish text by its id (the e2e tests find Spanish screens by the catalogue's words). */
export function es(id: string, values: Record<string, string> = {}): string {
  const message = ES[id];
  if (message === undefined) throw new Error(`No Spanish text "${id}"`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * English that must not show on a Spanish page: every English message without arguments whose
 * Spanish differs ("Log Out", not "Error"), as the whole of a text on screen.
 */
const ENGLISH_ONLY = new Set(
  Object.entries(EN)
    .filter(([id, text]) => !/[{}<]/.test(text) && ES[id] !== text && !Object.values(ES).includes(text))
    .map(([, text]) => text),
);
/** Small English words no Spanish sentence has; tenant names and addresses are capitalized. */
const ENGLISH_WORDS = /\b(the|your|you|please|and|with|from|this|will|here|have|has|not|of|to)\b/;

/**
 * Reads every visible text of the page (and every accessible name given by aria-label, title or
 * alt) and fails on any that is English: a whole English catalogue message, or a text with an
 * English word in it.
 */
export async function expectNoEnglish(page: Page, screen: string) {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, [hidden]')) continue;
      // Marked as English on purpose: the switch back to English.
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], img[alt]')) {
      if (!(element as HTMLElement).checkVisibility()) continue;
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const english = texts.filter((text) => ENGLISH_ONLY.has(text) || ENGLISH_WORDS.test(text));
  expect(english, `English on the Spanish screen "${screen}"`).toEqual([]);
}
