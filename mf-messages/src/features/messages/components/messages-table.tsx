import { FormattedMessage } from 'react-intl';
import type { SortClientMessagesBy } from '@portal/shared/graphql';
import { MISSING } from '../lib/message-format';
import type { ClientMessage } from '../api/client-messages-api';
import { useMessageDate } from '../hooks/use-message-date';
import { useMessageTypeLabel } from '../hooks/use-message-type-label';
import { DownloadButton } from './download-button';

/** The date column's order marks: symbols, hidden from assistive tech (aria-sort says the order). */
const ORDER_MARK = { ascending: ' ▲', descending: ' ▼' } as const;

/** The headings after DATE CREATED, in order. */
const OTHER_COLUMNS = [
  { id: 'messages.table.from' },
  { id: 'messages.table.reference' },
  { id: 'messages.table.type' },
  { id: 'messages.table.download' },
] as const;

export interface MessagesTableProps {
  messages: ClientMessage[];
  sortBy: SortClientMessagesBy;
  onSortBy: (sortBy: SortClientMessagesBy) => void;
}

/** The desktop table (requirements §2): DATE CREATED (sortable), FROM, REFERENCE, TYPE, DOWNLOAD. */
export function MessagesTable({ messages, sortBy, onSortBy }: MessagesTableProps) {
  const typeLabel = useMessageTypeLabel();
  const messageDate = useMessageDate();
  const ascending = sortBy === 'createdAt_ASC';
  const sortedByDate = sortBy.startsWith('createdAt');
  return (
    <table className="mf-messages__table">
      <thead>
        <tr>
          <th scope="col" aria-sort={sortedByDate ? (ascending ? 'ascending' : 'descending') : 'none'}>
            <button
              type="button"
              className="mf-messages__sort"
              onClick={() => onSortBy(sortedByDate && !ascending ? 'createdAt_ASC' : 'createdAt_DESC')}
            >
              <FormattedMessage id="messages.table.dateCreated" />
              <span aria-hidden="true">{sortedByDate ? ORDER_MARK[ascending ? 'ascending' : 'descending'] : null}</span>
            </button>
          </th>
          {OTHER_COLUMNS.map((heading) => (
            <th key={heading.id} scope="col">
              <FormattedMessage {...heading} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{messageDate(message.createdAt)}</td>
            <td>{message.tenant?.name || MISSING}</td>
            <td>{message.transfer?.propertyAddress1 || MISSING}</td>
            <td>{typeLabel(message.type)}</td>
            <td>
              <DownloadButton message={message} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
