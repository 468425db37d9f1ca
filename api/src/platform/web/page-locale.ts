import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeInCookie, type Locale, negotiateLocale } from '@portal/shared/i18n';

/**
 * The language a page is written in: the visitor's own choice from the header's switch (a
 * cookie), else the browser's Accept-Language, else the tenant's default. A signed-in client's
 * stored language follows once the browser knows who they are (the shell adopts it).
 */
export function pageLocale(request: FastifyRequest, tenantDefault: Locale | null | undefined): Locale {
  return (
    localeInCookie(request.headers.cookie) ??
    negotiateLocale(request.headers['accept-language'], tenantDefault ?? DEFAULT_LOCALE)
  );
}
