import { useCallback } from 'react';
import { selectToken, useAppSelector } from '@portal/shared';

/**
 * Requirements §7: GET (blob) on a message URL with the session, opened as a PDF in a new window;
 * on error nothing happens (requirements §8: a failed PDF fetch is silent). The window is opened
 * during the click, before the fetch, so popup blockers let it through; it closes again if
 * the fetch fails.
 */
export function useOpenMessagePdf() {
  const token = useAppSelector(selectToken);
  return useCallback(
    async (messageURL: string) => {
      const opened = window.open('', '_blank');
      try {
        const response = await fetch(new URL(messageURL, window.location.href), {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (!response.ok) throw new Error(`PDF fetch answered ${response.status}`);
        const pdf = new Blob([await response.blob()], { type: 'application/pdf' });
        const url = URL.createObjectURL(pdf);
        if (opened) opened.location.href = url;
        else window.open(url, '_blank');
      } catch {
        opened?.close();
      }
    },
    [token],
  );
}
