/**
 * What a server-rendered page lists for after its first paint (docs/boot.md): the shell's entry
 * and the files the route's first screen loads, as non-executable JSON in an element of this
 * id. The page's one inline script (shell/src/page-loader) reads it and starts them.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'portal-after-paint';

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'font' | 'fetch';
}

export interface PageScripts {
  /** The shell's entry script. */
  entry: string;
  /** Fetched beside it, in this order: the start-up chunks, the route's remote. */
  preloads: Preload[];
}
