import { api } from '@portal/shared';
import type { Registration } from '@portal/shared/contracts';

/** The registration form's rules (requirements §5), shared with the API, which checks them again. */
export { registrationSchema, type RegistrationValues } from '@portal/shared/validation';

export interface RegisterClientRequest {
  tenantId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** Digits only (requirements §5). */
  mobilePhone: string;
  agreement: true;
}

/**
 * POST /users/{tenantId} (requirements §4, §7): creates the client (e-mail blank) and its login user and
 * texts the first code. 409 'Account exists for phone number. Please login in.' for a known phone.
 */
export const registerClientApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerClient: build.mutation<Registration, RegisterClientRequest>({
      query: ({ tenantId, ...body }) => ({ url: `/users/${encodeURIComponent(tenantId)}`, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterClientMutation } = registerClientApi;
