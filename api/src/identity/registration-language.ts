import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@portal/shared/i18n';
import { badUserInput } from '../platform/http/errors';

/**
 * The language a registration is made in, and the new client's from then on: the `language`
 * the form sends (the language the person is reading the page in), else the request's own
 * (Accept-Language, else the tenant's default). Anything but en or es is refused.
 */
export async function registrationLanguage(request: FastifyRequest, given: unknown): Promise<Locale> {
  if (given === undefined || given === null) return request.language();
  if (!isLocale(given)) throw badUserInput({ id: 'clients.languageInvalid' });
  return given;
}
