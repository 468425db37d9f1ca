import { signOut, type PortalApiError, type PortalThunkExtra, type RootState } from '@portal/shared';
import type { IdDocumentType } from '@portal/shared/constants';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

export { identityFileSchema } from '@portal/shared/validation';

export interface UploadIdentityDocumentRequest {
  tenantId: string;
  clientId: string;
  type: IdDocumentType;
  file: File;
  /** Upload progress, 0–100. */
  onProgress?: (percent: number) => void;
}

/**
 * POST /assets/private/ (requirements §7): multipart TENANT_GUID, CLIENT_GUID and the file under the
 * lowercase document type; the answer carries the asset id under the type. An XMLHttpRequest
 * rather than the API slice's fetch, for its upload progress events. Rejects with a
 * PortalApiError, as the API slice's calls do, so errorMessage() reads it the same way.
 */
export function uploadIdentityDocument({
  tenantId,
  clientId,
  type,
  file,
  onProgress,
}: UploadIdentityDocumentRequest): ThunkAction<
  Promise<{ assetId: string }>,
  RootState,
  PortalThunkExtra,
  UnknownAction
> {
  return (dispatch, getState, { apiBase }) =>
    new Promise((resolve, reject) => {
      const key = type.toLowerCase();
      const form = new FormData();
      form.append('TENANT_GUID', tenantId);
      form.append('CLIENT_GUID', clientId);
      form.append(key, file, file.name);

      const request = new XMLHttpRequest();
      request.open('POST', `${apiBase}/assets/private/`);
      const { token } = getState().session;
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => {
        const body = request.response as Record<string, unknown> | null;
        const assetId = body?.[key];
        if (request.status >= 200 && request.status < 300 && typeof assetId === 'string') {
          onProgress?.(100);
          resolve({ assetId });
          return;
        }
        // As the API slice does: an expired session signs out, after this call settles.
        if (request.status === 401) setTimeout(() => dispatch(signOut()), 0);
        reject({ status: request.status, body } satisfies PortalApiError);
      };
      request.onerror = () => reject({ status: 'FETCH_ERROR' } satisfies PortalApiError);
      request.send(form);
    });
}
