// Registration, sign-in and the client's sensitive data (/users/…, /auth/…, /security/customer/…).
import type { ClientFieldsFragment } from '../graphql/operation-types';

/** The client as registration and sign-in answer it: GraphQL's ClientFields, field for field. */
export type ClientView = ClientFieldsFragment;

/** The login user kept in the session as login_user. */
export type LoginUserView = {
  id: string;
  name: string | null;
  email: string | null;
  phoneNumber: string;
  roles: string[];
  newUserRole: string;
};

/** POST /users/{tenantId}: the new client and login user; the first code is on its way. */
export interface Registration {
  client: ClientView;
  loginUser: LoginUserView;
}

/** POST /auth/login: a code was texted to the client's phone. */
export interface LoginCodeSent {
  clientId: string;
}

/** GET /users/resend/{tenantId}/{clientId}: a new code replaced the last one. */
export interface CodeResent {
  sent: true;
}

/** POST /users/{tenantId}/{clientId}/verify: the session. */
export interface SignedIn {
  token: string;
  expiresAt: string;
  client: ClientView;
  loginUser: LoginUserView | null;
}

/** PUT /security/customer/{clientId}/{tenantId}: each field base64 RSA-OAEP ciphertext of the typed value; one left out is kept as stored. */
export interface EncryptedSensitiveData {
  ssn?: string;
  dob?: string;
}

/**
 * GET (and PUT) /security/customer/{clientId}/{tenantId}: both only masked. The SSN shows its
 * last four; the date of birth only its year.
 */
export interface SensitiveDataView {
  hasSsn: boolean;
  /** '***-**-1234' */
  ssnMasked: string | null;
  hasDob: boolean;
  /** Month and day hidden, the year shown. */
  dobMasked: string | null;
}
