// @portal/shared/i18n/formatting: texts put into words outside React (@formatjs/intl), and the
// rules catalogue in every language. The API's entry; a page never loads it (its rules come
// through its TextsProvider, Spanish only on a Spanish page).
export * from './format-text';
export * from './rules-catalogue';
