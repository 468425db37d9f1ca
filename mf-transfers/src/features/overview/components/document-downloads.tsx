import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '@portal/shared';
import type { TransferDocument } from '@portal/shared/constants';
import { Button } from '@portal/shared/ui';
import { downloadTransferDocument } from '../api/download-transfer-document';

export interface DocumentDownloadsProps {
  transferId: string;
  /** Names the files: receipt-{code}.pdf. */
  confirmationCode: string | null;
  documents: readonly TransferDocument[];
}

/** Buttons that download a started transfer's PDFs with the session; a failed download says so under them. */
export function DocumentDownloads({ transferId, confirmationCode, documents }: DocumentDownloadsProps) {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  const download = async (document: TransferDocument) => {
    setFailed(false);
    try {
      await dispatch(
        downloadTransferDocument(document, transferId, `${document}-${confirmationCode ?? transferId}.pdf`),
      );
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="mf-transfers-documents">
      {documents.map((document) => (
        <Button key={document} variant="secondary" onClick={() => download(document)}>
          <FormattedMessage id={`transfers.documents.${document}`} />
        </Button>
      ))}
      <p className="mf-transfers-form__error" role="status">
        {failed && <FormattedMessage id="errors.genericError" />}
      </p>
    </div>
  );
}
