import type { Locale } from '@portal/shared/i18n';
import type { NoticeSubject } from './notice-repository';

/** The language a notice reaches its client in: the client's chosen one, else the tenant's default. */
export function noticeLanguage({ client, tenant }: Pick<NoticeSubject, 'client' | 'tenant'>): Locale {
  return client.language ?? tenant.defaultLanguage;
}
