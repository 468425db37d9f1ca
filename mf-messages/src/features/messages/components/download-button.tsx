import { messageTypeLabel } from '../lib/message-format';
import type { ClientMessage } from '../api/client-messages-api';
import { useOpenMessagePdf } from '../hooks/use-open-message-pdf';

/** The Download PDF icon button; a message without a PDF yet shows --. */
export function DownloadButton({ message }: { message: ClientMessage }) {
  const openPdf = useOpenMessagePdf();
  if (!message.messageURL) return <span aria-label="No PDF yet">--</span>;
  const url = message.messageURL;
  const about = message.transfer?.propertyAddress1 ? `, ${message.transfer.propertyAddress1}` : '';
  return (
    <button
      type="button"
      className="mf-messages__download"
      aria-label={`Download PDF: ${messageTypeLabel(message.type)}${about}`}
      title="Download PDF"
      onClick={() => void openPdf(url)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3V3zM5 18h14v2H5z" />
      </svg>
    </button>
  );
}
