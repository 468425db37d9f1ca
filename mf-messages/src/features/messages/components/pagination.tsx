import { FormattedMessage, useIntl } from 'react-intl';

export interface PaginationProps {
  /** Where the control sits: both copies need their own accessible name. */
  place: 'top' | 'bottom';
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Page n of m / Next, shown above and below the list (requirements §2). */
export function Pagination({ place, page, pageCount, onPage }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="mf-messages__pagination" aria-label={intl.formatMessage({ id: 'messages.pages.label' }, { place })}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="messages.pages.previous" />
      </button>
      <span aria-current="page">
        <FormattedMessage id="messages.pages.current" values={{ page: page + 1, count: pageCount }} />
      </span>
      <button type="button" disabled={page + 1 >= pageCount} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="messages.pages.next" />
      </button>
    </nav>
  );
}
