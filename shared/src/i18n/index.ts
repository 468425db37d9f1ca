// @portal/shared/i18n: the portal's languages and how texts are named and loaded; no package,
// so every page and the API use it. The React side is @portal/shared/i18n/react; putting texts
// into words outside React (the API, e-mails, PDFs, tests) is @portal/shared/i18n/formatting.
export * from './locales';
export * from './text';
export {
  type Catalogue,
  type Catalogues,
  catalogueAtHand,
  loadCatalogue,
  registerCatalogues,
  loadRegisteredCatalogues,
} from './catalogues';
