import { api } from '@portal/shared';
import type { LoginCodeSent } from '@portal/shared/contracts';

export { loginSchema, type LoginValues } from '@portal/shared/validation';

/**
 * POST /auth/login: texts a security code to a registered phone (the requirements leave this path
 * unnamed; docs/api.md). 404 'The phone number entered is not registered. …' otherwise.
 */
export const requestLoginCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestLoginCode: build.mutation<LoginCodeSent, { mobilePhone: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useRequestLoginCodeMutation } = requestLoginCodeApi;
