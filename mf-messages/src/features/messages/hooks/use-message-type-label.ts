import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { MESSAGE_TYPES, type MessageType } from '@portal/shared/constants';
import { messageTypeLabel } from '../lib/message-format';

/** Each type's label in the catalogue: in English the type with its underscores as spaces. */
export const MESSAGE_TYPE_LABELS: Record<MessageType, MessageDescriptor> = {
  transfer_fail: { id: 'messages.type.transferFail' },
  transfer_initiated: { id: 'messages.type.transferInitiated' },
  transfer_receipt: { id: 'messages.type.transferReceipt' },
  transfer_request: { id: 'messages.type.transferRequest' },
};

const isMessageType = (type: string): type is MessageType => (MESSAGE_TYPES as readonly string[]).includes(type);

/**
 * A message type's label in the page's language (requirements §2: the type with underscores
 * replaced by spaces, which is the English catalogue's label); 'N/A' for none. A type the
 * portal does not know yet falls back to the English rule rather than to nothing.
 */
export function useMessageTypeLabel(): (type: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback(
    (type) => {
      if (!type) return intl.formatMessage({ id: 'messages.type.none' });
      return isMessageType(type) ? intl.formatMessage(MESSAGE_TYPE_LABELS[type]) : messageTypeLabel(type);
    },
    [intl],
  );
}
