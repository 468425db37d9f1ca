import type { Locale } from './locales';

/** One package's texts in one language: message id → ICU message. */
export type Catalogue = Record<string, string>;

/**
 * One package's texts in every language. English is bundled with the package (the first
 * visit of nearly everyone, and the words the requirements fix); Spanish is a chunk of its
 * own, fetched only on a page that shows Spanish.
 */
export interface Catalogues {
  en: Catalogue;
  es: () => Promise<Catalogue | { default: Catalogue }>;
}

const loaded = new Map<Catalogues['es'], Catalogue>();
const loading = new Map<Catalogues['es'], Promise<Catalogue>>();

/** The catalogue in `locale` if it is at hand now, else null (then `loadCatalogue`). */
export function catalogueAtHand(catalogues: Catalogues, locale: Locale): Catalogue | null {
  return locale === 'en' ? catalogues.en : (loaded.get(catalogues.es) ?? null);
}

/** Fetches a language's chunk once per page; every later caller shares the same promise. */
export function loadCatalogue(catalogues: Catalogues, locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return Promise.resolve(catalogues.en);
  const loader = catalogues.es;
  let pending = loading.get(loader);
  if (!pending) {
    pending = loader().then((module) => {
      const catalogue = 'default' in module && typeof module.default === 'object' ? module.default : module;
      loaded.set(loader, catalogue as Catalogue);
      return catalogue as Catalogue;
    });
    // A failed chunk (a dropped connection) is tried again by the next render, not remembered.
    pending.catch(() => loading.delete(loader));
    loading.set(loader, pending);
  }
  return pending;
}

/**
 * Every package that has texts registers its catalogues when its code is evaluated, so the
 * server can load a language's texts before it renders a page in it, and the page before it
 * hydrates (nothing on screen changes language under the reader).
 */
const registered = new Set<Catalogues>();

export function registerCatalogues(catalogues: Catalogues): Catalogues {
  registered.add(catalogues);
  return catalogues;
}

export function loadRegisteredCatalogues(locale: Locale): Promise<Catalogue[]> {
  return Promise.all([...registered].map((catalogues) => loadCatalogue(catalogues, locale)));
}
