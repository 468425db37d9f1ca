import { FormattedMessage, useIntl } from 'react-intl';
import { selectClient, skipToken, useAppSelector } from '@portal/shared';
import { useText, withTexts } from '@portal/shared/i18n/react';
import { Spinner } from '@portal/shared/ui';
import { useGetClientMessagesQuery } from '../features/messages/api/client-messages-api';
import { useGetMessageTypesQuery } from '../features/messages/api/message-types-api';
import { DateRangeFilter } from '../features/messages/components/date-range-filter';
import { MessagesList } from '../features/messages/components/messages-list';
import { MessagesTable } from '../features/messages/components/messages-table';
import { Pagination } from '../features/messages/components/pagination';
import { SearchBox } from '../features/messages/components/search-box';
import { TypeFilter } from '../features/messages/components/type-filter';
import { PAGE_SIZE, useMessageFilters } from '../features/messages/hooks/use-message-filters';
import { useNarrowScreen } from '../features/messages/hooks/use-narrow-screen';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-messages.scss';

/** /message-center (requirements §2): the client's notices, searchable and filterable, with their PDFs. */
function MessageCenter() {
  const intl = useIntl();
  const text = useText();
  const client = useAppSelector(selectClient);
  const filters = useMessageFilters(client?.id ?? '');
  const narrow = useNarrowScreen();
  const types = useGetMessageTypesQuery(client?.id ?? skipToken);
  // Going back to earlier filters asks the server again: notices arrive while the page is open.
  const list = useGetClientMessagesQuery(client ? filters.variables : skipToken, { refetchOnMountOrArgChange: true });
  const messages = list.data?.messages ?? [];
  const pageCount = Math.ceil((list.data?.count ?? 0) / PAGE_SIZE);
  const pagination = (place: 'top' | 'bottom') => (
    <Pagination place={place} page={filters.page} pageCount={pageCount} onPage={filters.setPage} />
  );

  return (
    <section className="mf-messages" data-release={RELEASE}>
      <h1>
        <FormattedMessage id="messages.title" />
      </h1>
      <div className="mf-messages__filters">
        <SearchBox onSearch={filters.setSearch} />
        <DateRangeFilter value={filters.dates} onChange={filters.setDates} />
        <TypeFilter available={types.data ?? []} checked={filters.types} onChange={filters.setTypes} />
      </div>
      {pagination('top')}
      {list.isFetching ? (
        <Spinner label={intl.formatMessage({ id: 'messages.loading' })} />
      ) : messages.length === 0 ? (
        <p className="mf-messages__empty">{text({ id: 'errors.noRecordsFound' })}</p>
      ) : narrow ? (
        <MessagesList messages={messages} sortBy={filters.sortBy} onSortBy={filters.setSortBy} />
      ) : (
        <MessagesTable messages={messages} sortBy={filters.sortBy} onSortBy={filters.setSortBy} />
      )}
      {pagination('bottom')}
    </section>
  );
}

export default withTexts(MessageCenter, CATALOGUES);
