import { api, type ClientOwner, type SensitiveDataView } from '@portal/shared';
import type { EncryptedSensitiveData } from '@portal/shared/contracts';

export { step2Schema, type Step2Values } from '@portal/shared/validation';

export interface SaveSensitiveDataRequest extends ClientOwner, EncryptedSensitiveData {
  /**
   * false on step-2, which leaves with a page reload: refetching the identity first would let
   * the shell's guard move the client on before the reload.
   */
  refresh?: boolean;
}

/** PUT /security/customer/{clientId}/{tenantId} (requirements §7): saves SSN and date of birth, encrypted. */
export const saveSensitiveDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSensitiveData: build.mutation<SensitiveDataView, SaveSensitiveDataRequest>({
      query: ({ clientId, tenantId, ssn, dob }) => ({
        url: `/security/customer/${encodeURIComponent(clientId)}/${encodeURIComponent(tenantId)}`,
        method: 'PUT',
        body: { ssn, dob },
      }),
      invalidatesTags: (_result, error, { refresh = true }) => (!error && refresh ? ['SensitiveData'] : []),
    }),
  }),
});

export const { useSaveSensitiveDataMutation } = saveSensitiveDataApi;
