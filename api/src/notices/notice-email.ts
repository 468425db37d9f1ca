/**
 * Notice e-mails from the email_template table: `{{name}}` placeholders filled with the
 * transfer's values, HTML-escaped (names and addresses are the client's own typing), plus a
 * plain-text alternative.
 */
import { formatDate, formatMoney } from '@portal/shared/format';
import { NOTICE_TITLES } from '../platform/providers/pdf/notice-wording';
import { endingInPlainWords, failureInPlainWords, type MessageType } from '@portal/shared/constants';
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
export function templateValues(subject: NoticeSubject, date: Date, portalUrl = ''): Record<string, string> {
  const { transfer, tenant, client } = subject;
  return {
    tenantName: tenant.name,
    clientFirstName: client.firstName,
    amount: formatMoney(transfer.amountCents),
    fee: formatMoney(transfer.feeCents),
    total: formatMoney(transfer.amountCents + transfer.feeCents),
    propertyAddress: propertyAddressLines(subject).join(', ') || '--',
    date: formatDate(date),
    supportPhone: tenant.pocPhone ?? '',
    supportEmail: tenant.supportEmail ?? '',
    reference: transfer.id,
    portalUrl,
    confirmationCode: transfer.confirmationCode ?? '',
    ...failureWords(transfer),
  };
}

/** Why it failed and what to do, for a failure notice ({{failureReason}}, {{nextStep}}). */
function failureWords(transfer: NoticeSubject['transfer']): { failureReason: string; nextStep: string } {
  const words = endingInPlainWords(transfer.status, transfer.failureCode) ?? failureInPlainWords(transfer.failureCode);
  return { failureReason: words.message, nextStep: words.nextStep };
}

function fill(text: string, values: Record<string, string>, escape: (value: string) => string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => escape(values[name] ?? ''));
}

/** A stand-in when no template row exists for the label: the notice's own title. */
function fallbackTemplate(kind: MessageType): EmailTemplate {
  return {
    subject: `${NOTICE_TITLES[kind]}: {{tenantName}}`,
    bodyHtml: `<p>${NOTICE_TITLES[kind]}</p><p>Amount: {{amount}}<br>Property: {{propertyAddress}}<br>Date: {{date}}</p>`,
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
): { subject: string; html: string; text: string } {
  const chosen = withFailureReason(kind, template ?? fallbackTemplate(kind));
  const html = fill(chosen.bodyHtml, values, escapeHtml);
  const text = fill(chosen.bodyHtml, values, (value) => value)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();
  return { subject: fill(chosen.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')), html, text };
}
