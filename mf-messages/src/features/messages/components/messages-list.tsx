import { formatMessageDate, messageTypeLabel } from '../lib/message-format';
import type { SortClientMessagesBy } from '@portal/shared/graphql';
import type { ClientMessage } from '../api/client-messages-api';
import { DownloadButton } from './download-button';

export interface MessagesListProps {
  messages: ClientMessage[];
  sortBy: SortClientMessagesBy;
  onSortBy: (sortBy: SortClientMessagesBy) => void;
}

/** The mobile list (requirements §2): address, tenant name, type (N/A if missing), last-updated time; sort on type. */
export function MessagesList({ messages, sortBy, onSortBy }: MessagesListProps) {
  const typeOrder = sortBy === 'type_ASC' ? 'ascending' : sortBy === 'type_DESC' ? 'descending' : null;
  return (
    <div className="mf-messages__mobile">
      <button
        type="button"
        className="mf-messages__sort"
        aria-label={`Sort by type${typeOrder ? ` (${typeOrder})` : ''}`}
        onClick={() => onSortBy(sortBy === 'type_ASC' ? 'type_DESC' : 'type_ASC')}
      >
        Type <span aria-hidden="true">{typeOrder === 'ascending' ? '▲' : typeOrder === 'descending' ? '▼' : '↕'}</span>
      </button>
      <ul className="mf-messages__list" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id} className="mf-messages__item">
            <div className="mf-messages__item-text">
              <strong>{message.transfer?.propertyAddress1 || '--'}</strong>
              <span>{message.tenant?.name || '--'}</span>
              <span>{messageTypeLabel(message.type)}</span>
              <span>Updated {formatMessageDate(message.updatedAt)}</span>
            </div>
            <DownloadButton message={message} />
          </li>
        ))}
      </ul>
    </div>
  );
}
