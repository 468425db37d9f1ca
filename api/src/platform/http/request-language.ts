import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '@portal/shared/i18n';
import type { Database } from '../database/database';
import { tenant } from '../database/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the request is answered in: its Accept-Language when that names one of ours,
     * else the signed-in client's chosen language, else the host tenant's default. Resolved once.
     */
    language(): Promise<Locale>;
    /** The language once language() has resolved it, else the best guess without a query. */
    readonly languageNow: Locale;
  }
}

const RESOLVED = Symbol('language');
type Resolving = FastifyRequest & { [RESOLVED]: Locale | null };

/**
 * The language an Accept-Language header settles on its own: the same whichever fallback is
 * given. Null when the header names none of ours (or is absent), so the fallback decides.
 */
export function headerLanguage(acceptLanguage: string | undefined): Locale | null {
  const withEnglish = negotiateLocale(acceptLanguage, 'en');
  return withEnglish === negotiateLocale(acceptLanguage, 'es') ? withEnglish : null;
}

/** The language of a request that has a session, or whose header decides: no query needed. */
function knownLanguage(request: FastifyRequest): Locale | null {
  const fromHeader = headerLanguage(request.headers['accept-language']);
  if (fromHeader) return fromHeader;
  if (request.auth) return request.auth.clientLanguage ?? request.auth.tenant.defaultLanguage;
  return null;
}

/** How long a tenant's default language is remembered: a change reaches every replica within it. */
export const TENANT_LANGUAGE_TTL_MS = 30_000;
/** Hosts remembered at once; past it the memory starts again (a flood of unknown hosts cannot grow it). */
const MAX_REMEMBERED_TENANTS = 1000;

/**
 * Decorates every request with its language (after auth: the session's client and tenant are
 * part of the choice). The browser sends Accept-Language: en or es on every call, so the
 * tenant's default is needed only for a caller whose header names neither (the server's own
 * page-data queries, a program): it is read once per host per TENANT_LANGUAGE_TTL_MS, so
 * GraphQL requests, which resolve their language before running, add no query of their own.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance, { db, now = Date.now }: { db: Database; now?: () => number }) => {
    const remembered = new Map<string, { language: Locale; until: number }>();
    const tenantDefault = async (identifier: string): Promise<Locale> => {
      const known = remembered.get(identifier);
      if (known && known.until > now()) return known.language;
      const [row] = await db
        .select({ defaultLanguage: tenant.defaultLanguage })
        .from(tenant)
        .where(eq(tenant.identifier, identifier));
      const language = row?.defaultLanguage ?? DEFAULT_LOCALE;
      if (remembered.size >= MAX_REMEMBERED_TENANTS) remembered.clear();
      remembered.set(identifier, { language, until: now() + TENANT_LANGUAGE_TTL_MS });
      return language;
    };

    app.decorateRequest(RESOLVED, null);
    app.decorateRequest('language', async function (this: FastifyRequest) {
      const request = this as Resolving;
      request[RESOLVED] ??= knownLanguage(request) ?? (await tenantDefault(request.tenantIdentifier));
      return request[RESOLVED];
    });
    app.decorateRequest('languageNow', {
      getter(this: FastifyRequest) {
        const request = this as Resolving;
        return request[RESOLVED] ?? knownLanguage(request) ?? DEFAULT_LOCALE;
      },
    });
  },
  { name: 'language', dependencies: ['tenancy', 'auth'] },
);
