import { type Catalogues, registerCatalogues } from '@portal/shared/i18n';
import rulesEn from './catalogue/rules.en.json';
import uiEn from './catalogue/ui.en.json';

/**
 * The texts every screen may show: the shared components' (ui.*) and the rules the browser and
 * the server share (rules.*: validation and the error texts of the requirements).
 */
export const SHARED_CATALOGUES: Catalogues = registerCatalogues({
  en: { ...uiEn, ...rulesEn },
  es: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-shared-es" */ './catalogue/ui.es.json'),
      import(/* webpackChunkName: "texts-shared-es-rules" */ './catalogue/rules.es.json'),
    ]).then(([ui, rules]) => ({ ...ui.default, ...rules.default })),
});
