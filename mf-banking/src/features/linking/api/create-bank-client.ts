import { api, type LinkResult } from '@portal/shared';
import type { PublicTokenInput } from '@portal/shared/contracts';

/** First call after Link: the public token and the account the client chose. */
export interface CreateBankClientFromLink extends PublicTokenInput {
  /** The client's id. */
  id: string;
}

/** After the identity-mismatch screen: link the held account anyway. */
export interface CreateBankClientOverride {
  id: string;
  bankAccountId: string;
  override: true;
}

/**
 * POST /account/auth/create-client (requirements §4, §7): creates the payments customer and the funding
 * source for the linked account. The account list is reloaded by the caller, after the wait
 * the provider needs (LINK_RELOAD_DELAY_MS), not at once.
 */
export const createBankClientApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBankClient: build.mutation<LinkResult, CreateBankClientFromLink | CreateBankClientOverride>({
      query: (body) => ({ url: '/account/auth/create-client', method: 'POST', body }),
    }),
  }),
});

export const { useCreateBankClientMutation } = createBankClientApi;
