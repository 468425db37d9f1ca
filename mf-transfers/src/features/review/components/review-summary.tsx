import { FormattedMessage } from 'react-intl';
import { decimalToCents, formatMoney } from '@portal/shared/money';
import { displayCalendarDate, displayDate } from '../../transfers/lib/display-date';
import type { ReactNode } from 'react';
import type { TransferRecord } from '../../transfers/api/get-transfer';

export interface ReviewTotals {
  amountCents: number;
  /** The convenience fee the client pays (0 when the tenant pays it). */
  feeCents: number;
  totalCents: number;
}

/** Requirements §9: the fee of the tenant's first fee config; when the client pays it, it is added. */
export function reviewTotals(amount: string, fee: { amount: string; clientPays: boolean }): ReviewTotals {
  const amountCents = decimalToCents(amount) ?? 0;
  const feeCents = fee.clientPays ? (decimalToCents(fee.amount) ?? 0) : 0;
  return { amountCents, feeCents, totalCents: amountCents + feeCents };
}

function personName(person: { displayName?: string | null; firstName?: string | null; lastName?: string | null }) {
  return person.displayName || [person.firstName, person.lastName].filter(Boolean).join(' ');
}

function otherAgentName(text: string | null): string | null {
  if (!text) return null;
  try {
    const name = (JSON.parse(text) as { agentFullName?: unknown }).agentFullName;
    return typeof name === 'string' && name ? name : null;
  } catch {
    return null;
  }
}

export function propertyLine(transfer: {
  propertyAddress1?: string | null;
  propertyAddress2?: string | null;
  propertyCity?: string | null;
  propertyState?: string | null;
  propertyZipcode?: string | null;
}): string {
  const street = [transfer.propertyAddress1, transfer.propertyAddress2].filter(Boolean).join(' ');
  const region = [transfer.propertyState, transfer.propertyZipcode].filter(Boolean).join(' ');
  return [street, transfer.propertyCity, region].filter(Boolean).join(', ');
}

/**
 * The Review rows of requirements §2: date, purpose, property, office, agent, note, amount, fee, total,
 * and when the money is expected;
 * the seller and expected closing date too when a tenant's request (or disbursement) set them.
 */
export function ReviewSummary({
  transfer,
  totals,
  today,
  arrival,
}: {
  transfer: TransferRecord;
  totals: ReviewTotals;
  today: Date;
  /** When the money is expected (business days, from the authorization terms), once known. */
  arrival?: string | null;
}) {
  const agent = transfer.agent ?? transfer.realtor;
  // Each row: its label's key (transfers.row.<key>) and its value.
  const rows: Array<[string, ReactNode]> = [
    ['date', displayDate(today.toISOString())],
    ['purpose', transfer.purpose ?? ''],
    ['property', propertyLine(transfer)],
  ];
  if (transfer.sellerName) rows.push(['seller', transfer.sellerName]);
  const closing = displayCalendarDate(transfer.expectedClosingDate);
  if (closing) rows.push(['expectedClosingDate', closing]);
  if (transfer.office) rows.push(['office', transfer.office.title]);
  const agentText = agent ? personName(agent) : otherAgentName(transfer.otherIndividuals);
  if (agentText) rows.push(['agent', agentText]);
  rows.push(['note', transfer.notes[0]?.note || '--']);
  if (arrival) rows.push(['expectedArrival', arrival]);
  rows.push(
    ['amount', formatMoney(totals.amountCents)],
    ['convenienceFee', formatMoney(totals.feeCents)],
    ['total', formatMoney(totals.totalCents)],
  );
  return (
    <dl className="mf-transfers-summary">
      {rows.map(([key, value]) => (
        <div key={key} className="mf-transfers-summary__row">
          <dt>
            <FormattedMessage id={`transfers.row.${key}`} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
