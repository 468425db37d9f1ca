import { registerCatalogues } from '@portal/shared/i18n';
import en from './en.json';

/** The frame's texts (menu, status lines, the language switch): English bundled, Spanish a chunk. */
export const SHELL_CATALOGUES = registerCatalogues({
  en,
  es: () => import(/* webpackChunkName: "texts-shell-es" */ './es.json'),
});
