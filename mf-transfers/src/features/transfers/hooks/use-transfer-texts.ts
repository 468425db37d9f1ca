import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { selectLocale, useAppSelector } from '@portal/shared';
import { displayArrival, displayTime } from '../lib/display-date';

/**
 * The transfer screens' arrival and time texts in the page's language. English keeps the
 * Intl-free 'h:MM TT' of display-date.ts (docs/adr/0051); Spanish times go through Intl
 * ("3:05 p. m."), whose cost only a Spanish page pays.
 */
export function useTransferTexts() {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const arrivalText = useCallback(
    (arrival: Parameters<typeof displayArrival>[0]) =>
      displayArrival(arrival, (date) => intl.formatMessage({ id: 'transfers.arrival.inMinutes' }, { date })),
    [intl],
  );
  const timeText = useCallback(
    (iso: string) => {
      if (locale === 'en') return displayTime(iso);
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : intl.formatTime(date, { hour: 'numeric', minute: '2-digit' });
    },
    [intl, locale],
  );
  return { arrivalText, timeText };
}
