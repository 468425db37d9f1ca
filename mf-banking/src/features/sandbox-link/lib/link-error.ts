import { errorText } from '@portal/shared';
import type { PlaidLinkError } from 'react-plaid-link';
import type { PlaidShapedError } from '@portal/shared/contracts';
import type { TextDescriptor } from '@portal/shared/i18n';
import type { Text } from '@portal/shared/i18n/react';

/** Puts a text into the page's language: useText()'s function. */
type Format = (text: Text, values?: Record<string, string | number>) => string;

// What Plaid's Link says for the errors the sandbox imitates, when the body carries no
// display_message of its own (Plaid's error reference, "display_message").
const DISPLAY_MESSAGES: Record<string, TextDescriptor> = {
  INVALID_CREDENTIALS: { id: 'banking.link.error.invalidCredentials' },
  INVALID_MFA: { id: 'banking.link.error.invalidMfa' },
  ITEM_LOGIN_REQUIRED: { id: 'banking.link.error.itemLoginRequired' },
  INCORRECT_DEPOSIT_AMOUNTS: { id: 'banking.link.error.incorrectDepositAmounts' },
  TOO_MANY_VERIFICATION_ATTEMPTS: { id: 'banking.link.error.tooManyVerificationAttempts' },
  INVALID_LINK_TOKEN: { id: 'banking.link.error.invalidLinkToken' },
};

/** What Link says for `code`, when it is an error the portal knows. */
export function knownLinkError(code: string): TextDescriptor | undefined {
  return DISPLAY_MESSAGES[code];
}

/**
 * A failed sandbox call as the PlaidLinkError Link would hand to onExit, always with a
 * display_message. The body's own display_message wins: the sandbox wrote it in the page's
 * language (Accept-Language).
 */
export function toLinkError(error: unknown, format: Format): PlaidLinkError & { display_message: string } {
  const body = ((error as { body?: unknown } | null)?.body ?? {}) as Partial<PlaidShapedError>;
  const code = body.error_code ?? 'INTERNAL_SERVER_ERROR';
  const display = body.display_message || format(knownLinkError(code) ?? errorText(error));
  return {
    error_type: body.error_type ?? 'API_ERROR',
    error_code: code,
    error_message: body.error_message ?? display,
    display_message: display,
  };
}

/** The message to show in the dialog; for wrong amounts, how many tries are left. */
export function linkErrorText(error: unknown, format: Format): string {
  const linkError = toLinkError(error, format);
  const remaining = ((error as { body?: Partial<PlaidShapedError> } | null)?.body ?? {}).attempts_remaining;
  if (linkError.error_code === 'INCORRECT_DEPOSIT_AMOUNTS' && typeof remaining === 'number') {
    return format(
      { id: 'banking.link.error.attemptsRemaining' },
      { message: linkError.display_message, count: remaining },
    );
  }
  return linkError.display_message;
}
