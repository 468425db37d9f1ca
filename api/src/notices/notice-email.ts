/**
 * Notice e-mails from the email_template table: `{{name}}` placeholders filled with the
 * transfer's values, HTML-escaped (names and addresses are the client's own typing), plus a
 * plain-text alternative.
 */
import type { Locale } from '@portal/shared/i18n';
import { clientFormats, textsIn } from '../i18n';
import { noticeTitle } from '../platform/providers/pdf/notice-wording';
import { endingTexts, failureTexts, type MessageType } from '@portal/shared/constants';
import type { NoticeSubject } from './notice-repository';

export interface EmailTemplate {
  subject: string;
  bodyHtml: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export function propertyAddressLines({ transfer }: Pick<NoticeSubject, 'transfer'>): string[] {
  const cityLine = [transfer.propertyCity, [transfer.propertyState, transfer.propertyZipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [transfer.propertyAddress1, transfer.propertyAddress2, cityLine].filter((line): line is string => !!line);
}

/** `portalUrl` is where the e-mail's link goes ({{portalUrl}}): the request's signed link, or the transfer's page. */
export function templateValues(
  subject: NoticeSubject,
  date: Date,
  portalUrl = '',
  language: Locale = 'en',
): Record<string, string> {
  const { transfer, tenant, client } = subject;
  // Money and the date as the client reads them (clientFormats): the template is in their language.
  const formats = clientFormats(language);
  return {
    tenantName: tenant.name,
    clientFirstName: client.firstName,
    amount: formats.money(transfer.amountCents),
    fee: formats.money(transfer.feeCents),
    total: formats.money(transfer.amountCents + transfer.feeCents),
    propertyAddress: propertyAddressLines(subject).join(', ') || '--',
    date: formats.date(date),
    supportPhone: tenant.pocPhone ?? '',
    supportEmail: tenant.supportEmail ?? '',
    reference: transfer.id,
    portalUrl,
    confirmationCode: transfer.confirmationCode ?? '',
    ...failureWords(transfer, language),
  };
}

/** Why it failed and what to do, for a failure notice ({{failureReason}}, {{nextStep}}), in the client's language. */
function failureWords(
  transfer: NoticeSubject['transfer'],
  language: Locale,
): { failureReason: string; nextStep: string } {
  const words = endingTexts(transfer.status, transfer.failureCode) ?? failureTexts(transfer.failureCode);
  const texts = textsIn(language);
  return { failureReason: texts.text(words.message), nextStep: texts.text(words.nextStep) };
}

function fill(text: string, values: Record<string, string>, escape: (value: string) => string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => escape(values[name] ?? ''));
}

/**
 * A stand-in when no template row exists for the label in the client's language: the notice's
 * own title and facts, in that language (a Spanish reader never gets a tenant's English template).
 */
function fallbackTemplate(kind: MessageType, language: Locale): EmailTemplate {
  const texts = textsIn(language);
  const title = noticeTitle(kind, language);
  const label = (name: string) => texts.text({ id: `notices.label.${name}` });
  return {
    subject: texts.text({ id: 'notices.email.subject', values: { title, tenantName: '{{tenantName}}' } }),
    bodyHtml: `<p>${title}</p><p>${label('amount')}: {{amount}}<br>${label('property')}: {{propertyAddress}}<br>${label('date')}: {{date}}</p>`,
  };
}

/**
 * A failure notice always says why and what to do next: a tenant's template that does not
 * place {{failureReason}} itself gets it as a closing paragraph.
 */
function withFailureReason(kind: MessageType, template: EmailTemplate): EmailTemplate {
  if (kind !== 'transfer_fail' || /\{\{\s*failureReason\s*\}\}/.test(template.bodyHtml)) return template;
  return { ...template, bodyHtml: `${template.bodyHtml}<p>{{failureReason}} {{nextStep}}</p>` };
}

export function renderNoticeEmail(
  kind: MessageType,
  template: EmailTemplate | null,
  values: Record<string, string>,
  language: Locale = 'en',
): { subject: string; html: string; text: string } {
  const chosen = withFailureReason(kind, template ?? fallbackTemplate(kind, language));
  const html = fill(chosen.bodyHtml, values, escapeHtml);
  const text = fill(chosen.bodyHtml, values, (value) => value)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();
  return { subject: fill(chosen.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')), html, text };
}
