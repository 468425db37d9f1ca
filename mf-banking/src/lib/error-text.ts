import { errorMessage } from '@portal/shared';
import { GENERIC_ERROR } from '@portal/shared/constants';
import type { Text } from '@portal/shared/i18n/react';

/**
 * What went wrong, for useText(): the API's own message (already in the page's language, every
 * call sends Accept-Language), or, when there is none, the requirements' generic text from the
 * catalogue. errorMessage falls back to the English constant, which a Spanish page must not show.
 */
export function errorText(cause: unknown): Text {
  const message = errorMessage(cause);
  return message === GENERIC_ERROR ? { id: 'errors.genericError' } : message;
}
