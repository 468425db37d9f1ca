import { signOut, type PortalApiError, type PortalThunkExtra, type RootState } from '@portal/shared';
import { transferDocumentPath, type TransferDocument } from '@portal/shared/constants';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/**
 * GET one of a started transfer's PDFs (its receipt, or the authorization the client gave) with
 * the session's bearer token, and hand it to the browser as a download named `fileName`. The
 * API slice is not used: a PDF is a blob, which does not belong in the store. Rejects with a
 * PortalApiError, as the slice's calls do.
 */
export function downloadTransferDocument(
  document: TransferDocument,
  transferId: string,
  fileName: string,
): ThunkAction<Promise<void>, RootState, PortalThunkExtra, UnknownAction> {
  return async (dispatch, getState, { apiBase }) => {
    const { token } = getState().session;
    let response: Response;
    try {
      response = await fetch(
        new Request(`${apiBase}${transferDocumentPath(document, transferId)}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        }),
      );
    } catch {
      throw { status: 'FETCH_ERROR' } satisfies PortalApiError;
    }
    if (!response.ok) {
      // As the API slice does: an expired session signs out, after this call settles.
      if (response.status === 401) setTimeout(() => dispatch(signOut()), 0);
      throw { status: response.status } satisfies PortalApiError;
    }
    const url = URL.createObjectURL(new Blob([await response.blob()], { type: 'application/pdf' }));
    const link = window.document.createElement('a');
    link.href = url;
    link.download = fileName;
    window.document.body.append(link);
    link.click();
    link.remove();
    // Revoked at once, Chromium may not have read the blob into the download yet.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
}
