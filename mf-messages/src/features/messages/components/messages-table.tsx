import { formatMessageDate, messageTypeLabel } from '../lib/message-format';
import type { SortClientMessagesBy } from '@portal/shared/graphql';
import type { ClientMessage } from '../api/client-messages-api';
import { DownloadButton } from './download-button';

export interface MessagesTableProps {
  messages: ClientMessage[];
  sortBy: SortClientMessagesBy;
  onSortBy: (sortBy: SortClientMessagesBy) => void;
}

/** The desktop table (requirements §2): DATE CREATED (sortable), FROM, REFERENCE, TYPE, DOWNLOAD. */
export function MessagesTable({ messages, sortBy, onSortBy }: MessagesTableProps) {
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
              DATE CREATED
              <span aria-hidden="true">{sortedByDate ? (ascending ? ' ▲' : ' ▼') : ''}</span>
            </button>
          </th>
          <th scope="col">FROM</th>
          <th scope="col">REFERENCE</th>
          <th scope="col">TYPE</th>
          <th scope="col">DOWNLOAD</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td>{formatMessageDate(message.createdAt)}</td>
            <td>{message.tenant?.name || '--'}</td>
            <td>{message.transfer?.propertyAddress1 || '--'}</td>
            <td>{messageTypeLabel(message.type)}</td>
            <td>
              <DownloadButton message={message} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
