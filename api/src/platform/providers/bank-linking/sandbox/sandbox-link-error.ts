import type { PlaidShapedError } from '@portal/shared/contracts';

/**
 * An error of the sandbox Link dialog, in Plaid's error shape (what Link's onExit hands the
 * browser): the sandbox routes answer it as a 400 with this body.
 */
export class SandboxLinkError extends Error {
  constructor(readonly body: PlaidShapedError) {
    super(body.error_message);
    this.name = 'SandboxLinkError';
  }
}

export const invalidLinkToken = () =>
  new SandboxLinkError({
    error_type: 'INVALID_INPUT',
    error_code: 'INVALID_LINK_TOKEN',
    error_message: 'link token is invalid or expired',
    display_message: 'This link session has expired. Please close it and try again.',
  });

/** Item errors a login can end with, by Plaid's own wording. */
const ITEM_ERROR_TEXT: Record<string, string> = {
  INVALID_CREDENTIALS:
    'The credentials you provided were incorrect. Check that your credentials are the same that you use for this institution.',
  ITEM_LOGIN_REQUIRED:
    'The login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information.',
  ITEM_LOCKED: 'The account is locked. Please contact your financial institution to unlock it.',
  INVALID_MFA: 'The provided MFA responses were not correct. Please try again.',
  USER_SETUP_REQUIRED: 'You must log into your financial institution and complete setup before linking.',
  INSUFFICIENT_CREDENTIALS: 'The user did not provide sufficient authorization.',
  NO_ACCOUNTS: 'No valid accounts were found at the financial institution.',
};

export function itemError(code: string): SandboxLinkError {
  const text = ITEM_ERROR_TEXT[code];
  if (!text) {
    return new SandboxLinkError({
      error_type: 'INSTITUTION_ERROR',
      error_code: 'INSTITUTION_DOWN',
      error_message: 'This financial institution is not currently responding to requests.',
      display_message: 'This financial institution is not currently responding. Please try again later.',
    });
  }
  return new SandboxLinkError({
    error_type: 'ITEM_ERROR',
    error_code: code,
    error_message: text,
    display_message: text,
  });
}

/** The codes `error_<CODE>` passwords may ask for (Plaid sandbox convention). */
export const SIMULATED_ITEM_ERRORS = Object.keys(ITEM_ERROR_TEXT);
