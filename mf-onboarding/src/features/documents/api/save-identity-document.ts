import { api } from '@portal/shared';
import type { IdentityDocumentSent } from '@portal/shared/contracts';
import type { IdDocumentType } from '@portal/shared/constants';

/**
 * POST /account/document/{clientId} (requirements §7): hands the uploaded identity document (the
 * asset id from POST /assets/private/) to the payments provider, which asked for it; the
 * answer is the payments customer's status after it.
 */
export const saveIdentityDocumentApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveIdentityDocument: build.mutation<
      IdentityDocumentSent,
      { clientId: string; documentType: IdDocumentType; assetId: string }
    >({
      query: ({ clientId, documentType, assetId }) => ({
        url: `/account/document/${encodeURIComponent(clientId)}`,
        method: 'POST',
        body: { documentType, assetId },
      }),
    }),
  }),
});

export const { useSaveIdentityDocumentMutation } = saveIdentityDocumentApi;
