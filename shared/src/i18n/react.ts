// @portal/shared/i18n/react: the page's texts in React (react-intl), for the shell and remotes.
export { SHARED_CATALOGUES } from './shared-catalogues';
export { TextsProvider, withTexts } from './texts-provider';
export { useText, type Text } from './use-text';
