/**
 * The tenant HTML sanitizer: DOMPurify with the API's policy (@portal/shared/constants), so both
 * sides sanitize alike. Loaded on demand (docs/boot.md): DOMPurify is about an eighth of the
 * shell's entry, and a page whose header and footer the server rendered needs it only after its
 * first paint. `useSanitizer` re-renders its component once the sanitizer is there.
 */
import { useSyncExternalStore } from 'react';
import { tenantHtmlPolicy } from '@portal/shared/constants';

export type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

export function loadSanitizer(): Promise<Sanitize> {
  // DOMPurify in a named chunk of its own: it loads after the screen's first data (docs/boot.md),
  // never with the start-up files the page names (docs/boot.md).
  loading ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(
    ({ default: DOMPurify }) => {
      sanitize = (html) => DOMPurify.sanitize(html, tenantHtmlPolicy());
      for (const listener of listeners) listener();
      return sanitize;
    },
    (error: unknown) => {
      // The next caller tries again (a chunk that failed to download).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** How long an idle moment may be waited for before the sanitizer loads anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where there is no requestIdleCallback (Safari): a moment after the first screen's start. */
const NO_IDLE_CALLBACK_DELAY_MS = 500;

/**
 * Loads the sanitizer when the browser is next idle; returns a function that cancels it. For
 * HTML the server rendered (the API's sanitized copy), the browser's second check can wait: on
 * a phone its script, run at once, fell in the middle of the route's first render (docs/boot.md).
 */
export function loadSanitizerWhenIdle(): () => void {
  const load = () => void loadSanitizer();
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(load, NO_IDLE_CALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sanitizer once loaded, else null (always null while hydrating: the server had none). */
export function useSanitizer(): Sanitize | null {
  return useSyncExternalStore(
    subscribe,
    () => sanitize,
    () => null,
  );
}
