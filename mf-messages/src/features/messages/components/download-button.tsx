import { useIntl } from 'react-intl';
import { MISSING } from '../lib/message-format';
import type { ClientMessage } from '../api/client-messages-api';
import { useMessageTypeLabel } from '../hooks/use-message-type-label';
import { useOpenMessagePdf } from '../hooks/use-open-message-pdf';

/** The Download PDF icon button; a message without a PDF yet shows --. */
export function DownloadButton({ message }: { message: ClientMessage }) {
  const intl = useIntl();
  const typeLabel = useMessageTypeLabel();
  const openPdf = useOpenMessagePdf();
  if (!message.messageURL) {
    return <span aria-label={intl.formatMessage({ id: 'messages.download.none' })}>{MISSING}</span>;
  }
  const url = message.messageURL;
  const type = typeLabel(message.type);
  const address = message.transfer?.propertyAddress1;
  return (
    <button
      type="button"
      className="mf-messages__download"
      aria-label={
        address
          ? intl.formatMessage({ id: 'messages.download.labelAbout' }, { type, address })
          : intl.formatMessage({ id: 'messages.download.label' }, { type })
      }
      title={intl.formatMessage({ id: 'messages.download.title' })}
      onClick={() => void openPdf(url)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3V3zM5 18h14v2H5z" />
      </svg>
    </button>
  );
}
