import { api, type LinkTokenResponse } from '@portal/shared';
import type { MicrodepositAccountRequest } from '@portal/shared/contracts';

/**
 * POST /account/microdeposit/link-token (requirements §7): an update-mode token for an account whose
 * micro-deposits are outstanding; Link then asks the client for the two amounts.
 */
export const microdepositLinkTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMicrodepositLinkToken: build.mutation<LinkTokenResponse, MicrodepositAccountRequest>({
      query: (body) => ({ url: '/account/microdeposit/link-token', method: 'POST', body }),
    }),
  }),
});

export const { useCreateMicrodepositLinkTokenMutation } = microdepositLinkTokenApi;
