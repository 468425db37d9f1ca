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

/**
 * A text-code sign-in under way: 43 opaque characters that the code routes take instead of a
 * client id (nothing about the client is answered before its code is verified).
 */
export type SignInAttempt = string;

/** POST /users/{tenantId}: the client is registered and its first code is on its way. */
export interface Registration {
  attempt: SignInAttempt;
}

/** POST /auth/login: a code was texted to the client's phone. */
export interface LoginCodeSent {
  attempt: SignInAttempt;
}

/** POST /users/resend/{tenantId} { attempt }: a new code replaced the attempt's last one. */
export interface CodeResent {
  sent: true;
}

/** POST /users/{tenantId}/verify { attempt, code }: the session. */
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

/** GET /passkeys and the answers of adding, renaming: one of the client's passkeys as /account lists it. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  /** null until it first signs in. */
  lastUsedAt: string | null;
  /** The authenticator syncs it (a passkey in a password manager or a phone's cloud keychain). */
  backedUp: boolean;
}

/** POST /passkeys/registration/options, /auth/passkey/options: WebAuthn options, JSON-encoded as the browser library takes them. */
export type PasskeyOptions = Record<string, unknown> & { challenge: string };
