import { errorMessage } from '@portal/shared';
import type { PlaidLinkError } from 'react-plaid-link';
import type { PlaidShapedError } from '@portal/shared/contracts';

// What Plaid's Link says for the errors the sandbox imitates, when the body carries no
// display_message of its own (Plaid's error reference, "display_message").
const DISPLAY_MESSAGES: Record<string, string> = {
  INVALID_CREDENTIALS: 'The provided credentials were not correct. Please try again.',
  INVALID_MFA: 'The provided MFA responses were not correct. Please try again.',
  ITEM_LOGIN_REQUIRED: 'Your login details at this bank have changed. Please log in to your bank again.',
  INCORRECT_DEPOSIT_AMOUNTS: 'The amounts you entered do not match the deposits in your account.',
  TOO_MANY_VERIFICATION_ATTEMPTS:
    'You have entered incorrect amounts too many times. Please link your bank account again.',
  INVALID_LINK_TOKEN: 'This session has expired. Please close this window and try again.',
};

/** A failed sandbox call as the PlaidLinkError Link would hand to onExit, always with a display_message. */
export function toLinkError(error: unknown): PlaidLinkError & { display_message: string } {
  const body = ((error as { body?: unknown } | null)?.body ?? {}) as Partial<PlaidShapedError>;
  const code = body.error_code ?? 'INTERNAL_SERVER_ERROR';
  const display = body.display_message || DISPLAY_MESSAGES[code] || errorMessage(error);
  return {
    error_type: body.error_type ?? 'API_ERROR',
    error_code: code,
    error_message: body.error_message ?? display,
    display_message: display,
  };
}

/** The message to show in the dialog; for wrong amounts, how many tries are left. */
export function linkErrorText(error: unknown): string {
  const linkError = toLinkError(error);
  const remaining = ((error as { body?: Partial<PlaidShapedError> } | null)?.body ?? {}).attempts_remaining;
  if (linkError.error_code === 'INCORRECT_DEPOSIT_AMOUNTS' && typeof remaining === 'number') {
    return `${linkError.display_message} ${remaining} ${remaining === 1 ? 'attempt' : 'attempts'} remaining.`;
  }
  return linkError.display_message;
}
