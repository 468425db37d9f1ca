/**
 * A tenant's default language in the tenant API (docs/tenant-api.md, "Language"): GET/PUT
 * /tenant-api/v1/language-settings. The default is the language of a visitor whose browser names
 * none of the portal's, and of every client who has not chosen one: their e-mails, texts and
 * notice PDFs are written in it (docs/i18n.md, "Server-side texts").
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@portal/shared/i18n';
import type { Database } from '../platform/database/database';
import { tenant } from '../platform/database/schema';
import { notFound } from '../platform/http/errors';
import { errors, operation } from './tenant-api-schemas';

export interface LanguageSettings {
  defaultLanguage: Locale;
}

const languageSettingsSchema = {
  type: 'object',
  properties: {
    defaultLanguage: {
      type: 'string',
      enum: [...LOCALES],
      description: 'en (US English) or es (US Spanish): the language of clients who have not chosen one',
    },
  },
  required: ['defaultLanguage'],
} as const;

export const getLanguageSettingsRoute = {
  ...operation(
    'getLanguageSettings',
    'languages',
    'The language settings',
    'The default language of the portal for this tenant’s visitors and clients.',
  ),
  response: { 200: { description: 'The settings', ...languageSettingsSchema }, ...errors },
};

export const putLanguageSettingsRoute = {
  ...operation(
    'putLanguageSettings',
    'languages',
    'Change the language settings',
    'Change the default language. A client who chose a language in the portal keeps it.',
  ),
  body: { ...languageSettingsSchema, additionalProperties: false },
  response: { 200: { description: 'The settings, as they now stand', ...languageSettingsSchema }, ...errors },
};

export function createLanguageSettings(db: Database) {
  return {
    async get(tenantId: string): Promise<LanguageSettings> {
      const [row] = await db
        .select({ defaultLanguage: tenant.defaultLanguage })
        .from(tenant)
        .where(eq(tenant.id, tenantId));
      if (!row) throw notFound('Tenant not found');
      return row;
    },

    async set(tenantId: string, { defaultLanguage }: LanguageSettings): Promise<LanguageSettings> {
      const [row] = await db
        .update(tenant)
        .set({ defaultLanguage, updatedAt: new Date() })
        .where(eq(tenant.id, tenantId))
        .returning({ defaultLanguage: tenant.defaultLanguage });
      if (!row) throw notFound('Tenant not found');
      return row;
    },
  };
}

export type LanguageSettingsService = ReturnType<typeof createLanguageSettings>;

export interface LanguageRouteOptions {
  languageSettings: LanguageSettingsService;
  caller: (request: FastifyRequest) => { tenantId: string };
  /** The tenant API's route config (its per-tenant rate limit). */
  config: object;
  prefix: string;
}

export function languageRoutes(
  app: FastifyInstance,
  { languageSettings, caller, config, prefix }: LanguageRouteOptions,
) {
  app.get(`${prefix}/language-settings`, { schema: getLanguageSettingsRoute, config }, async (request) =>
    languageSettings.get(caller(request).tenantId),
  );
  app.put<{ Body: LanguageSettings }>(
    `${prefix}/language-settings`,
    { schema: putLanguageSettingsRoute, config },
    async (request) => languageSettings.set(caller(request).tenantId, request.body),
  );
}
