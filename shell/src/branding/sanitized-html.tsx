/**
 * Tenant header and footer HTML. The API sanitizes it already; the browser sanitizes again
 * because this is the place where HTML becomes DOM (defence in depth against a bad row or a
 * compromised API), with the same policy as the API (@portal/shared/constants): no styles
 * (tenant styling goes through branding) and no form controls.
 *
 * React itself never writes tenant HTML in the browser (docs/adr/0043): the element's contents
 * are either the server's (rendered from the API's sanitized copy; kept by hydration, then
 * checked against the browser's own sanitizing as soon as the sanitizer has loaded) or what the
 * sanitizer returned, written here. The sanitizer loads at the first idle moment after a server-
 * rendered page has hydrated; a page the browser renders loads it before its first render
 * (boot.tsx).
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { OnServerContext } from '../boot/on-server';
import { loadSanitizer, loadSanitizerWhenIdle, useSanitizer } from './sanitizer';

export function SanitizedHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className: string;
  as?: 'header' | 'footer' | 'div';
}) {
  const onServer = useContext(OnServerContext);
  const sanitize = useSanitizer();
  const element = useRef<HTMLElement | null>(null);
  // A callback ref: one object ref cannot type all three tags.
  const setElement = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);

  useEffect(() => {
    if (sanitize) return undefined;
    // The server's HTML is on screen (sanitized by the API): the browser's check waits for an
    // idle moment. Empty, the element waits for the sanitizer: load it at once.
    if (element.current?.hasChildNodes()) return loadSanitizerWhenIdle();
    void loadSanitizer();
    return undefined;
  }, [sanitize]);

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
      // Hydration keeps the server's contents; the effect above owns them afterwards.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: onServer ? html : '' }}
    />
  );
}
