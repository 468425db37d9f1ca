import { api } from '@portal/shared';
import type { PasskeyOptions } from '@portal/shared/contracts';

/**
 * The step-up a start above the tenant's amount asks for (ADR 0096): POST /step-up/passkey/options
 * and /step-up/passkey, or POST /step-up/code and /step-up/code/verify, each for one transfer.
 */
export const stepUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    stepUpPasskeyOptions: build.mutation<PasskeyOptions, { transferId: string }>({
      query: (body) => ({ url: '/step-up/passkey/options', method: 'POST', body }),
    }),
    stepUpWithPasskey: build.mutation<void, { transferId: string; response: unknown }>({
      query: (body) => ({ url: '/step-up/passkey', method: 'POST', body }),
    }),
    sendStepUpCode: build.mutation<{ attempt: string }, { transferId: string }>({
      query: (body) => ({ url: '/step-up/code', method: 'POST', body }),
    }),
    stepUpWithCode: build.mutation<void, { transferId: string; attempt: string; code: string }>({
      query: (body) => ({ url: '/step-up/code/verify', method: 'POST', body }),
    }),
  }),
});

export const {
  useStepUpPasskeyOptionsMutation,
  useStepUpWithPasskeyMutation,
  useSendStepUpCodeMutation,
  useStepUpWithCodeMutation,
} = stepUpApi;

export { codeSchema } from '@portal/shared/validation';
