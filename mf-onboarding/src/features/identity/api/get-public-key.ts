import { api } from '@portal/shared';

/** The API's RSA-OAEP public key (JWK) that SSN and date of birth are encrypted to in the browser. */
export const getPublicKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicKey: build.query<JsonWebKey, void>({
      query: () => ({ url: '/security/public-key' }),
    }),
  }),
});

export const { useGetPublicKeyQuery } = getPublicKeyApi;
