import type { ReactNode } from 'react';
import { formatMoney } from '@portal/shared/money';
import type { TransferOverview } from '../api/get-transfer-overview';
import { displayArrival } from '../../transfers/lib/display-date';
import { transferAmounts } from '../lib/transfer-amounts';

export interface TransferFactsProps {
  transfer: TransferOverview;
  tenantName: string;
  /** Rows only the transfer page shows (accounts, property), after the amounts. */
  extra?: Array<[string, ReactNode]>;
}

/** Amount, fee, total, payee, confirmation code and expected arrival, as Success and the transfer page show them. */
export function TransferFacts({ transfer, tenantName, extra = [] }: TransferFactsProps) {
  const amounts = transferAmounts(transfer, tenantName);
  const rows: Array<[string, ReactNode]> = [
    ['Amount', formatMoney(amounts.amountCents)],
    ['Convenience Fee', formatMoney(amounts.feeCents)],
    ['Total', formatMoney(amounts.totalCents)],
    [transfer.disbursement ? 'From' : 'Paid To', transfer.disbursement ? tenantName : amounts.payee],
  ];
  if (transfer.confirmationCode) rows.push(['Confirmation Code', transfer.confirmationCode]);
  const arrival = displayArrival(transfer.expectedArrival);
  if (arrival) rows.push(['Expected Arrival', arrival]);
  rows.push(...extra);
  return (
    <dl className="mf-transfers-summary mf-transfers-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="mf-transfers-summary__row" data-total={label === 'Total' || undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
