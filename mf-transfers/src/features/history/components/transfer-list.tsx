import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@portal/shared/router';
import { DISBURSEMENT_STEPS, QUERY_PARAMS, ROUTES, pathWithQuery, transferPath } from '@portal/shared';
import { TRANSFER_STATUS } from '@portal/shared/constants';
import { decimalToCents, formatMoney } from '@portal/shared/money';
import type { HistoryTransfer } from '../api/get-transfer-history';
import { displayDate } from '../../transfers/lib/display-date';
import { incomingAmount } from '../../transfers/lib/marks';
import { counterpartyTextId, directionOf } from '../lib/history-groups';
import { StatusMarker } from './status-marker';

/** Where a transfer leads from history (requirements §4), or null when it has nowhere to go; `label` is a catalogue id. */
export function transferLink(transfer: HistoryTransfer): { label: string; to: string } | null {
  const goTo = { [QUERY_PARAMS.goToTransfer]: transfer.id };
  const { status } = transfer;
  if (transfer.disbursement) {
    return status === TRANSFER_STATUS.sent
      ? {
          label: 'transfers.history.action.acceptPayment',
          to: pathWithQuery(ROUTES.stepSelectAccount, { ...goTo, [QUERY_PARAMS.disbursement]: DISBURSEMENT_STEPS[0] }),
        }
      : null;
  }
  if (status === TRANSFER_STATUS.draft) {
    // A draft continues where it stopped: its review once the details were saved with an account.
    const reviewed = transfer.sourceBankAccount !== null && (decimalToCents(transfer.amount) ?? 0) > 0;
    return {
      label: 'transfers.history.action.continue',
      to: pathWithQuery(reviewed ? ROUTES.step4 : ROUTES.stepSelectAccount, goTo),
    };
  }
  if (([TRANSFER_STATUS.requested, TRANSFER_STATUS.viewed, TRANSFER_STATUS.initiated] as string[]).includes(status)) {
    return { label: 'transfers.history.action.sendFunds', to: pathWithQuery(ROUTES.stepSelectAccount, goTo) };
  }
  return null;
}

function propertyText(transfer: HistoryTransfer): string {
  const street = [transfer.propertyAddress1, transfer.propertyAddress2].filter(Boolean).join(' ');
  return [street, transfer.propertyCity, transfer.propertyState].filter(Boolean).join(', ') || '--';
}

export interface TransferListProps {
  transfers: readonly HistoryTransfer[];
  /** The list's accessible name, in the page's language. */
  label: string;
  /** The title company the client pays or is paid by, named on each row. */
  tenantName: string;
}

/**
 * The history rows: date, purpose and who pays whom (from the client's side), property, amount
 * (an incoming payout with a plus), status marker, a failure's reason in one line, what can be
 * done next (accepting a payout first among equals: the primary button), and Details, the
 * transfer's own page.
 */
export function TransferList({ transfers, label, tenantName }: TransferListProps) {
  const intl = useIntl();
  return (
    <ul className="mf-transfers-history__list" aria-label={label}>
      {transfers.map((transfer) => {
        const link = transferLink(transfer);
        const purpose =
          transfer.purpose ||
          intl.formatMessage({ id: transfer.disbursement ? 'transfers.kind.disbursement' : 'transfers.kind.transfer' });
        const amount = formatMoney(transfer.amount);
        const direction = directionOf(transfer);
        return (
          <li
            key={transfer.id}
            className="mf-transfers-history__item"
            data-transfer-id={transfer.id}
            data-direction={direction}
          >
            <span className="mf-transfers-history__date">{displayDate(transfer.createdAt)}</span>
            <span className="mf-transfers-history__purpose">
              {purpose}
              <span className="mf-transfers-history__counterparty">
                <FormattedMessage id={counterpartyTextId(direction)} values={{ tenantName }} />
              </span>
            </span>
            <span className="mf-transfers-history__property">{propertyText(transfer)}</span>
            <span className={`mf-transfers-history__amount mf-transfers-history__amount--${direction}`}>
              {direction === 'incoming' ? incomingAmount(amount) : amount}
            </span>
            <StatusMarker status={transfer.status} />
            <span className="mf-transfers-history__action">
              {link && (
                <Link
                  className={`cp-ui-button cp-ui-button--${transfer.disbursement ? 'primary' : 'secondary'}`}
                  to={link.to}
                >
                  <FormattedMessage id={link.label} />
                </Link>
              )}
              <Link
                className="mf-transfers-history__details"
                to={transferPath(transfer.id)}
                aria-label={intl.formatMessage(
                  { id: 'transfers.history.detailsLabel' },
                  { purpose, amount, date: displayDate(transfer.createdAt) },
                )}
              >
                <FormattedMessage id="transfers.history.details" />
              </Link>
            </span>
            {transfer.failure && (
              <span
                className="mf-transfers-history__failure"
                data-cancelled={transfer.status === TRANSFER_STATUS.cancelled || undefined}
              >
                {transfer.failure.message}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
