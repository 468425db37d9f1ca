// The sandbox Link dialog's routes (/sandbox/link/…, sandbox mode only): Plaid's Link panes
// played by the product, answering in Plaid's own shapes and field names.

/** Plaid's verification status of a linked account. */
export type AccountVerificationStatus =
  | 'automatically_verified'
  | 'pending_automatic_verification'
  | 'pending_manual_verification'
  | 'manually_verified'
  | 'verification_expired'
  | 'verification_failed';

/** A bank of GET /sandbox/link/institutions. */
export interface SandboxInstitutionView {
  institution_id: string;
  name: string;
  logoURL: string | null;
  /** Whether the bank asks a security question after the credentials. */
  mfa: boolean;
}

/** GET /sandbox/link/institutions: the banks whose name holds the query. */
export interface SandboxInstitutionsResponse {
  institutions: SandboxInstitutionView[];
}

export interface SandboxAccountView {
  id: string;
  name: string;
  mask: string;
  type: 'depository';
  subtype: 'checking' | 'savings';
  verification_status: AccountVerificationStatus | null;
  /** Plaid's business or personal class, which none of the sandbox's banks reports. */
  class_type: null;
}

/** POST /sandbox/link/login and /sandbox/link/mfa: the accounts to choose from, or a question first. */
export type SandboxLoginResult =
  | { link_session_id: string; status: 'accounts'; accounts: SandboxAccountView[] }
  | { link_session_id: string; status: 'mfa'; prompt: string };

/** GET /sandbox/link/session: a fresh Link, or update mode on an account awaiting micro-deposits. */
export interface SandboxSessionView {
  mode: 'link' | 'verify_microdeposits';
  institution?: { institution_id: string; name: string };
  account?: SandboxAccountView;
}

/** POST /sandbox/link/complete and /sandbox/link/verify-microdeposits: Link's onSuccess arguments. */
export interface SandboxOnSuccess {
  public_token: string;
  metadata: {
    link_session_id: string;
    institution: { institution_id: string; name: string };
    accounts: SandboxAccountView[];
    account_id: string;
  };
}

/** Every sandbox Link route's 400: Plaid's error shape, as Link's onExit receives it. */
export interface PlaidShapedError {
  error_type: 'ITEM_ERROR' | 'INVALID_INPUT' | 'INVALID_REQUEST' | 'INSTITUTION_ERROR';
  error_code: string;
  error_message: string;
  display_message: string | null;
  attempts_remaining?: number;
}
