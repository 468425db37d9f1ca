import { errorMessage } from '@portal/shared';
import { GENERIC_ERROR } from '@portal/shared/constants';
import type { Text } from '@portal/shared/i18n/react';

/**
 * What a failed request says to the client: the API's own message (already in the page's
 * language: every call sends Accept-Language), else the generic fallback of requirements §8 as a
 * catalogue text, since errorMessage's fallback is its English constant.
 */
export function failureText(error: unknown): Text {
  const message = errorMessage(error);
  return message === GENERIC_ERROR ? { id: 'errors.genericError' } : message;
}
