/**
 * Tenant header and footer HTML. The API sanitizes it already; the browser sanitizes again
 * because this is the place where HTML becomes DOM (defence in depth against a bad row or a
 * compromised API), with the same policy as the API (@portal/shared/constants): no styles
 * (tenant styling goes through branding) and no form controls.
 */
import DOMPurify from 'dompurify';
import { tenantHtmlPolicy } from '@portal/shared/constants';
import { useMemo } from 'react';

export function sanitizeTenantHtml(html: string): string {
  return DOMPurify.sanitize(html, tenantHtmlPolicy());
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
