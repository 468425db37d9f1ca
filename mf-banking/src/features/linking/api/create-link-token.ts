import { api, type LinkTokenResponse } from '@portal/shared';

/**
 * POST /account/plaid/link-token (requirements §7): a token for the bank-linking widget, for the auth
 * product. The server names the tenant as the client name and says which Link to open.
 */
export const createLinkTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLinkToken: build.mutation<LinkTokenResponse, { clientId: string }>({
      query: ({ clientId }) => ({
        url: '/account/plaid/link-token',
        method: 'POST',
        body: { user: { client_user_id: clientId }, options: { products: ['auth'] } },
      }),
    }),
  }),
});

export const { useCreateLinkTokenMutation } = createLinkTokenApi;
