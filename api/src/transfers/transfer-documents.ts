/**
 * The PDFs a client keeps of a started transfer: the receipt (the tenant's logo and name, the
 * confirmation code, amounts, the account ••last four, the purpose, when the money is
 * expected, and the authorization's words) and the authorization itself (the exact text agreed
 * to, when, from where, and its hash). Both are drawn from the records as stored, never from
 * what a browser sends, and only for the session client's own transfers.
 */
import { formatMoney, formatPhone } from '@portal/shared/format';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import { clientFormats, textsIn } from '../i18n';
import type { Database } from '../platform/database/database';
import type { OwnerScope } from '../platform/database/owner-scope';
import { notFound } from '../platform/http/errors';
import { isUuid } from '../platform/http/request-scope';
import { logoImage, type PdfRenderer, type RecordDocument } from '../platform/providers';

import { createNoticeRepository, noticeLanguage, propertyAddressLines, type NoticeSubject } from '../notices';
import { arrivalWords } from './authorization-terms';
import type { MoneyMovementRepositories as Repositories } from './money-movement-repositories';
import { arrivalOf } from './transfer-evidence';
import { TRANSFER_NOT_FOUND } from './transfer-messages';
import { createTransferRecordsRepository, type AuthorizationRow } from './transfer-records-repository';

/** New York time, as the terms date things: "11/27/2026, 10:42 AM ET". */
const EASTERN_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
});
const easternTime = (at: Date) => `${EASTERN_TIME.format(at)} ET`;

/**
 * What a record of a transfer is made from. The authorization is null only for a transfer
 * started before authorizations were recorded: its receipt says what it can without one.
 */
export interface RecordSubject extends NoticeSubject {
  authorization: AuthorizationRow | null;
}

function contactOf({ tenant }: NoticeSubject): string {
  return [tenant.pocPhone ? formatPhone(tenant.pocPhone) : null, tenant.supportEmail].filter(Boolean).join(' · ');
}

/**
 * The receipt in the client's language (else the tenant's): labels, status, money and the
 * wire-fraud notice. The authorization's own words stay as agreed to (they are evidence).
 */
export function receiptRecord(subject: RecordSubject, logo: RecordDocument['logo'], date: Date): RecordDocument {
  const { transfer, tenant, authorization } = subject;
  const language = noticeLanguage(subject);
  const texts = textsIn(language);
  const say = (id: string, values?: Record<string, string>) => texts.text({ id: `receipt.${id}`, values });
  const { money } = clientFormats(language);
  const arrival = arrivalOf(transfer);
  const account = authorization ? `${authorization.bankName} ••${authorization.accountLastFour}` : '--';
  const totalCents = transfer.amountCents + transfer.feeCents;
  const rows: RecordDocument['rows'] = [
    [say('label.confirmationCode'), transfer.confirmationCode ?? '--'],
    [
      texts.text({ id: 'notices.label.date' }),
      easternTime(authorization?.authorizedAt ?? transfer.startedAt ?? transfer.createdAt),
    ],
    [texts.text({ id: 'notices.label.amount' }), money(transfer.amountCents)],
  ];
  if (transfer.feeCents > 0) {
    rows.push(
      [texts.text({ id: 'notices.label.fee' }), money(transfer.feeCents)],
      [texts.text({ id: 'notices.label.total' }), money(totalCents)],
    );
  }
  rows.push(
    transfer.disbursement ? [say('label.paidInto'), account] : [say('label.paidFrom'), account],
    transfer.disbursement ? [say('label.paidBy'), tenant.name] : [say('label.paidTo'), tenant.name],
    [say('label.purpose'), transfer.purpose ?? '--'],
    [texts.text({ id: 'notices.label.property' }), propertyAddressLines(subject).join('\n') || '--'],
    [texts.text({ id: 'notices.label.status' }), say('status', { status: transfer.status })],
  );
  if (arrival) rows.push([say('label.fundsExpected'), arrivalWords(arrival, language)]);
  const contact = contactOf(subject);
  if (contact) rows.push([say('label.questions'), `${tenant.name}: ${contact}`]);
  return {
    tenantName: tenant.name,
    logo,
    title: say('title'),
    summary: transfer.disbursement
      ? say('summary.payout', { tenantName: tenant.name, amount: money(transfer.amountCents) })
      : say('summary.payment', { tenantName: tenant.name, amount: money(totalCents) }),
    rows,
    sections: [
      ...(authorization ? [{ heading: say('heading.authorization'), text: authorization.text }] : []),
      { heading: say('heading.wireFraud'), text: say('wireFraudNotice', { tenantName: tenant.name }) },
    ],
    date,
  };
}

export function authorizationRecord(
  subject: RecordSubject & { authorization: AuthorizationRow },
  logo: RecordDocument['logo'],
  date: Date,
): RecordDocument {
  const { transfer, tenant, client, authorization } = subject;
  const payer = [client.firstName, client.middleName, client.lastName].filter(Boolean).join(' ');
  return {
    tenantName: tenant.name,
    logo,
    title: authorization.kind === 'debit' ? 'ACH debit authorization' : 'ACH credit authorization',
    summary: `The authorization ${payer} gave for this ${transfer.disbursement ? 'payment' : 'transfer'}, word for word.`,
    rows: [
      ['Confirmation code', transfer.confirmationCode ?? '--'],
      ['Authorized', easternTime(authorization.authorizedAt)],
      ['By', payer],
      ['Account', `${authorization.bankName} ••${authorization.accountLastFour}`],
      ['Amount', formatMoney(authorization.totalCents)],
      ['Terms version', authorization.termsVersion],
      ['From', [authorization.ipAddress, authorization.userAgent].filter(Boolean).join('\n') || '--'],
      ['SHA-256 of the text', authorization.textSha256],
    ],
    sections: [{ heading: 'Authorization', text: authorization.text }],
    date,
  };
}

/** A receipt tells the truth only once the money is on its way (or has arrived, or come back). */
const RECEIPT_STATUSES: readonly string[] = [
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.completed,
  TRANSFER_STATUS.returned,
];

export function isStarted(subject: RecordSubject): boolean {
  return RECEIPT_STATUSES.includes(subject.transfer.status);
}

export function createTransferDocuments({
  db,
  repositories,
  pdf,
}: {
  db: Database;
  repositories: Pick<Repositories, 'brandings'>;
  pdf: PdfRenderer;
}) {
  const notices = createNoticeRepository(db);
  const records = createTransferRecordsRepository(db);

  async function logoOf(tenantId: string) {
    const [branding] = await repositories.brandings.findMany({ tenant: { id: tenantId }, active: true });
    return logoImage(branding?.logoURL ?? branding?.tenant?.tenantGroup?.logoURL);
  }

  return {
    /** One of the session client's transfers with its current authorization; not found for any other. */
    async subject(owner: OwnerScope, transferId: string): Promise<RecordSubject> {
      const subject = isUuid(transferId) ? await notices.findSubject(transferId.toLowerCase()) : null;
      if (!subject || subject.transfer.clientId !== owner.clientId || subject.transfer.tenantId !== owner.tenantId)
        throw notFound(TRANSFER_NOT_FOUND);
      return { ...subject, authorization: await records.findCurrentAuthorization(owner, subject.transfer.id) };
    },

    /** The receipt of a started transfer; not found while it has not started. */
    async receiptPdf(subject: RecordSubject, date = new Date()): Promise<Buffer> {
      if (!isStarted(subject)) throw notFound(TRANSFER_NOT_FOUND);
      return pdf.renderRecord(receiptRecord(subject, await logoOf(subject.tenant.id), date));
    },

    /** The authorization a start was given; not found for a transfer never started with one. */
    async authorizationPdf(subject: RecordSubject, date = new Date()): Promise<Buffer> {
      const { authorization } = subject;
      if (!authorization) throw notFound(TRANSFER_NOT_FOUND);
      return pdf.renderRecord(
        authorizationRecord({ ...subject, authorization }, await logoOf(subject.tenant.id), date),
      );
    },
  };
}

export type TransferDocuments = ReturnType<typeof createTransferDocuments>;
