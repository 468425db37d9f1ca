import { FormattedMessage, useIntl } from 'react-intl';
import type { SortClientMessagesBy } from '@portal/shared/graphql';
import { MISSING } from '../lib/message-format';
import type { ClientMessage } from '../api/client-messages-api';
import { useMessageDate } from '../hooks/use-message-date';
import { useMessageTypeLabel } from '../hooks/use-message-type-label';
import { DownloadButton } from './download-button';

/** The sort toggle's marks: symbols, hidden from assistive tech (its name says the order). */
const ORDER_MARK = { ascending: '▲', descending: '▼', none: '↕' } as const;

export interface MessagesListProps {
  messages: ClientMessage[];
  sortBy: SortClientMessagesBy;
  onSortBy: (sortBy: SortClientMessagesBy) => void;
}

/** The mobile list (requirements §2): address, tenant name, type (N/A if missing), last-updated time; sort on type. */
export function MessagesList({ messages, sortBy, onSortBy }: MessagesListProps) {
  const intl = useIntl();
  const typeLabel = useMessageTypeLabel();
  const messageDate = useMessageDate();
  const typeOrder = sortBy === 'type_ASC' ? 'ascending' : sortBy === 'type_DESC' ? 'descending' : 'none';
  return (
    <div className="mf-messages__mobile">
      <button
        type="button"
        className="mf-messages__sort"
        aria-label={intl.formatMessage({ id: 'messages.list.sortByType' }, { order: typeOrder })}
        onClick={() => onSortBy(sortBy === 'type_ASC' ? 'type_DESC' : 'type_ASC')}
      >
        <FormattedMessage id="messages.list.type" /> <span aria-hidden="true">{ORDER_MARK[typeOrder]}</span>
      </button>
      <ul className="mf-messages__list" aria-label={intl.formatMessage({ id: 'messages.list.label' })}>
        {messages.map((message) => (
          <li key={message.id} className="mf-messages__item">
            <div className="mf-messages__item-text">
              <strong>{message.transfer?.propertyAddress1 || MISSING}</strong>
              <span>{message.tenant?.name || MISSING}</span>
              <span>{typeLabel(message.type)}</span>
              <span>
                <FormattedMessage id="messages.list.updated" values={{ date: messageDate(message.updatedAt) }} />
              </span>
            </div>
            <DownloadButton message={message} />
          </li>
        ))}
      </ul>
    </div>
  );
}
