import { api } from '@portal/shared';
import type {
  SandboxInstitutionsResponse,
  SandboxInstitutionView,
  SandboxLoginResult,
  SandboxOnSuccess,
  SandboxSessionView,
} from '@portal/shared/contracts';

// The product's sandbox Link (docs/sandbox.md, "Bank linking"): Plaid's Link flow served by the
// API in sandbox mode. Every call carries the link token, as Plaid's own Link does; errors are
// Plaid-shaped bodies ({ error_type, error_code, display_message }). One injection for the whole
// surface: it is one vendor's dialog, loaded only when the dialog opens.

export const sandboxLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSandboxLinkSession: build.query<SandboxSessionView, string>({
      query: (linkToken) => ({ url: `/sandbox/link/session?${new URLSearchParams({ linkToken })}` }),
      keepUnusedDataFor: 0,
    }),
    searchSandboxInstitutions: build.query<SandboxInstitutionView[], { linkToken: string; query: string }>({
      query: ({ linkToken, query }) => ({
        url: `/sandbox/link/institutions?${new URLSearchParams({ linkToken, query })}`,
      }),
      transformResponse: (body: SandboxInstitutionsResponse) => body.institutions,
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
      SandboxOnSuccess,
      { linkToken: string; link_session_id: string; account_id: string }
    >({
      query: (body) => ({ url: '/sandbox/link/complete', method: 'POST', body }),
    }),
    sandboxVerifyMicrodeposits: build.mutation<SandboxOnSuccess, { linkToken: string; amounts: [string, string] }>({
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
