/**
 * Tenant header and footer HTML. The API sanitizes it already; the browser sanitizes again
 * because this is the place where HTML becomes DOM (defence in depth against a bad row or a
 * compromised API). Style tags and attributes are forbidden: tenant styling goes through
 * branding, not through markup.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function sanitizeTenantHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] });
}

export function SanitizedHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className: string;
  as?: 'header' | 'footer' | 'div';
}) {
  const clean = useMemo(() => sanitizeTenantHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
