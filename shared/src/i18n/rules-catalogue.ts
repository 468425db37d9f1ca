import type { Catalogue, Locale } from '@portal/shared/i18n';
import rulesEn from './catalogue/rules.en.json';
import rulesEs from './catalogue/rules.es.json';

/**
 * The texts both the browser and the API speak: every validation message (`validation.<key>`
 * of VALIDATION_MESSAGES) and the error catalogue of requirements §8 (`errors.<name>`).
 */
export const RULES_CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en: rulesEn, es: rulesEs };
