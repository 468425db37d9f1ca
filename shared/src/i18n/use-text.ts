import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isTextDescriptor, type TextDescriptor } from '@portal/shared/i18n';

export type Text = string | TextDescriptor;

/**
 * Puts a text into words in the page's language: a descriptor (a shared rule's message, a
 * validation error) through the catalogues; a string as it is, since strings reaching this
 * point are already words (an API answer, written in the request's language).
 */
export function useText(): (text: Text, values?: TextDescriptor['values']) => string {
  const intl = useIntl();
  return useCallback(
    (text, values) =>
      isTextDescriptor(text) ? intl.formatMessage({ id: text.id }, { ...text.values, ...values }) : text,
    [intl],
  );
}
