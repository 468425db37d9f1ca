import { registerCatalogues } from '@portal/shared/i18n';
import en from './en.json';

/** This remote's texts: English bundled, Spanish a chunk of its own fetched on a Spanish page. */
export const CATALOGUES = registerCatalogues({
  en,
  es: () => import(/* webpackChunkName: "texts-es" */ './es.json'),
});
