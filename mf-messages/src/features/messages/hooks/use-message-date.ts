import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { selectLocale, useAppSelector } from '@portal/shared';
import { formatMessageDate, formatShortDay, messageDate } from '../lib/message-format';

/**
 * A message's date and time in the page's language: in English the requirements' MM/DD/YY
 * hh:mm A, to the letter; in Spanish the same numeric date (US documents) and the time as
 * Spanish writes it ('3:05 p.m.').
 */
export function useMessageDate(): (value: string | null | undefined) => string {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  return useCallback(
    (value) => {
      if (locale === 'en') return formatMessageDate(value);
      const date = messageDate(value);
      return date ? `${formatShortDay(date)} ${intl.formatTime(date, { hour: 'numeric', minute: '2-digit' })}` : '';
    },
    [intl, locale],
  );
}
