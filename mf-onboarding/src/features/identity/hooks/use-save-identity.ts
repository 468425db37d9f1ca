import { useCallback } from 'react';
import { useAppDispatch, type ClientOwner, type SensitiveDataView } from '@portal/shared';
import { getPublicKeyApi, useGetPublicKeyQuery } from '../api/get-public-key';
import { useSaveSensitiveDataMutation } from '../api/save-sensitive-data';
import { encrypterFor } from '../lib/encrypt-sensitive';

export interface IdentityInput extends ClientOwner {
  /** Last four digits, as typed (dashes allowed); undefined keeps the stored one. */
  ssn?: string;
  /** MM/DD/YYYY as typed; undefined keeps the stored one. */
  dateOfBirth?: string;
  refresh?: boolean;
}

/**
 * Saves SSN and date of birth: fetches the API's public key (loaded ahead when the form
 * opens), encrypts each value in the browser, PUTs the ciphertexts.
 */
export function useSaveIdentity(): (input: IdentityInput) => Promise<SensitiveDataView> {
  const dispatch = useAppDispatch();
  useGetPublicKeyQuery(); // warm the key while the user types
  const [save] = useSaveSensitiveDataMutation();
  return useCallback(
    async ({ clientId, tenantId, ssn, dateOfBirth, refresh }) => {
      const request = dispatch(getPublicKeyApi.endpoints.getPublicKey.initiate());
      try {
        const encrypt = await encrypterFor(await request.unwrap());
        return await save({
          clientId,
          tenantId,
          refresh,
          ssn: ssn === undefined ? undefined : await encrypt(ssn.replaceAll('-', '')),
          dob: dateOfBirth === undefined ? undefined : await encrypt(dateOfBirth),
        }).unwrap();
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch, save],
  );
}
