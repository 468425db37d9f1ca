import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '@portal/shared/money';
import type { TransferOverview } from '../api/get-transfer-overview';
import { useTransferTexts } from '../../transfers/hooks/use-transfer-texts';
import { transferAmounts } from '../lib/transfer-amounts';

export interface TransferFactsProps {
  transfer: TransferOverview;
  tenantName: string;
  /** Rows only the transfer page shows (accounts, property), after the amounts: each its label's key (transfers.row.<key>) and value. */
  extra?: Array<[string, ReactNode]>;
}

/** Amount, fee, total, payee, confirmation code and expected arrival, as Success and the transfer page show them. */
export function TransferFacts({ transfer, tenantName, extra = [] }: TransferFactsProps) {
  const { arrivalText } = useTransferTexts();
  const amounts = transferAmounts(transfer, tenantName);
  const rows: Array<[string, ReactNode]> = [
    ['amount', formatMoney(amounts.amountCents)],
    ['convenienceFee', formatMoney(amounts.feeCents)],
    ['total', formatMoney(amounts.totalCents)],
    [transfer.disbursement ? 'from' : 'paidTo', transfer.disbursement ? tenantName : amounts.payee],
  ];
  if (transfer.confirmationCode) rows.push(['confirmationCode', transfer.confirmationCode]);
  const arrival = arrivalText(transfer.expectedArrival);
  if (arrival) rows.push(['expectedArrival', arrival]);
  rows.push(...extra);
  return (
    <dl className="mf-transfers-summary mf-transfers-facts">
      {rows.map(([key, value]) => (
        <div key={key} className="mf-transfers-summary__row" data-total={key === 'total' || undefined}>
          <dt>
            <FormattedMessage id={`transfers.row.${key}`} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
