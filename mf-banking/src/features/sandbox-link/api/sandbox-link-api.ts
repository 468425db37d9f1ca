import { api } from '@portal/shared';
import type { PlaidLinkOnSuccessMetadata } from 'react-plaid-link';

// The product's sandbox Link (docs/sandbox.md, "Bank linking"): Plaid's Link flow served by the
// API in sandbox mode. Every call carries the link token, as Plaid's own Link does; errors are
// Plaid-shaped bodies ({ error_type, error_code, display_message }). One injection for the whole
// surface: it is one vendor's dialog, loaded only when the dialog opens.

export interface SandboxInstitution {
  institution_id: string;
  name: string;
  logoURL: string | null;
  mfa: boolean;
}

export interface SandboxAccount {
  id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string;
  verification_status: string | null;
}

export type SandboxLoginResult =
  | { link_session_id: string; status: 'accounts'; accounts: SandboxAccount[] }
  | { link_session_id: string; status: 'mfa'; prompt: string };

export interface SandboxLinkSession {
  mode: 'link' | 'verify_microdeposits';
  institution?: { institution_id: string; name: string } | null;
  account?: { id: string; name: string; mask: string | null } | null;
}

/** Plaid's onSuccess arguments as the sandbox returns them. */
export interface SandboxLinkSuccess {
  public_token: string;
  metadata: PlaidLinkOnSuccessMetadata & { account_id?: string };
}

/** A Plaid-shaped error body. */
export interface SandboxLinkError {
  error_type?: string;
  error_code?: string;
  error_message?: string;
  display_message?: string | null;
  attempts_remaining?: number;
}

export const sandboxLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSandboxLinkSession: build.query<SandboxLinkSession, string>({
      query: (linkToken) => ({ url: `/sandbox/link/session?${new URLSearchParams({ linkToken })}` }),
      keepUnusedDataFor: 0,
    }),
    searchSandboxInstitutions: build.query<SandboxInstitution[], { linkToken: string; query: string }>({
      query: ({ linkToken, query }) => ({
        url: `/sandbox/link/institutions?${new URLSearchParams({ linkToken, query })}`,
      }),
      transformResponse: (body: { institutions: SandboxInstitution[] }) => body.institutions,
    }),
    sandboxLinkLogin: build.mutation<
      SandboxLoginResult,
      { linkToken: string; institution_id: string; username: string; password: string }
    >({
      query: (body) => ({ url: '/sandbox/link/login', method: 'POST', body }),
    }),
    sandboxLinkMfa: build.mutation<SandboxLoginResult, { linkToken: string; link_session_id: string; answer: string }>({
      query: (body) => ({ url: '/sandbox/link/mfa', method: 'POST', body }),
    }),
    sandboxLinkComplete: build.mutation<
      SandboxLinkSuccess,
      { linkToken: string; link_session_id: string; account_id: string }
    >({
      query: (body) => ({ url: '/sandbox/link/complete', method: 'POST', body }),
    }),
    sandboxVerifyMicrodeposits: build.mutation<SandboxLinkSuccess, { linkToken: string; amounts: [string, string] }>({
      query: (body) => ({ url: '/sandbox/link/verify-microdeposits', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetSandboxLinkSessionQuery,
  useSearchSandboxInstitutionsQuery,
  useSandboxLinkLoginMutation,
  useSandboxLinkMfaMutation,
  useSandboxLinkCompleteMutation,
  useSandboxVerifyMicrodepositsMutation,
} = sandboxLinkApi;
