// @portal/shared/i18n: the portal's languages and how texts are named and loaded; no React,
// so the API uses it too. The React side is @portal/shared/i18n/react.
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
