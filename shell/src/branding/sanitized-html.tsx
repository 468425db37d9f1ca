/**
 * Tenant header and footer HTML. The API sanitizes it already; the browser sanitizes again
 * because this is the place where HTML becomes DOM (defence in depth against a bad row or a
 * compromised API), with the same policy as the API (@portal/shared/constants): no styles
 * (tenant styling goes through branding) and no form controls.
 *
 * React itself never writes tenant HTML in the browser (docs/boot.md): the element's contents
 * are either the server's (rendered from the API's sanitized copy; kept by hydration, then
 * checked against the browser's own sanitizing as soon as the sanitizer has loaded) or what the
 * sanitizer returned, written here. On a server-rendered page the sanitizer loads once the
 * screen's first data is in (the API quiet, when-api-quiet.ts) and the browser is idle; a page
 * the browser renders loads it before its first render (boot.tsx).
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@portal/shared';
import { OnServerContext } from '../boot/on-server';
import { whenApiQuiet } from '../boot/when-api-quiet';
import { loadSanitizer, loadSanitizerWhenIdle, useSanitizer } from './sanitizer';

export function SanitizedHtml({
  html,
  className,
  as: Tag = 'div',
  lang,
}: {
  html: string;
  className: string;
  as?: 'header' | 'footer' | 'div';
  /** The language the tenant wrote it in, when the page is in another. */
  lang?: string;
}) {
  const onServer = useContext(OnServerContext);
  const sanitize = useSanitizer();
  const store = useStore<RootState>();
  const element = useRef<HTMLElement | null>(null);
  // A callback ref: one object ref cannot type all three tags.
  const setElement = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);

  useEffect(() => {
    if (sanitize) return undefined;
    // The server's HTML is on screen (sanitized by the API): the browser's check waits until the
    // screen has its data, then for an idle moment (docs/boot.md). Empty, the element waits for
    // the sanitizer: load it at once.
    if (element.current?.hasChildNodes()) {
      let cancelIdle = () => undefined as void;
      const cancelQuiet = whenApiQuiet(store, () => {
        cancelIdle = loadSanitizerWhenIdle();
      });
      return () => {
        cancelQuiet();
        cancelIdle();
      };
    }
    void loadSanitizer();
    return undefined;
  }, [sanitize, store]);

  useLayoutEffect(() => {
    const target = element.current;
    if (!target || !sanitize) return;
    const clean = sanitize(html);
    // Unchanged server HTML stays as it is (no repaint); anything else is replaced.
    if (target.innerHTML !== clean) target.innerHTML = clean;
  }, [sanitize, html]);

  return (
    <Tag
      ref={setElement}
      className={className}
      lang={lang}
      // Hydration keeps the server's contents; the effect above owns them afterwards.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: onServer ? html : '' }}
    />
  );
}
