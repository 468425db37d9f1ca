import { useEffect, useState } from 'react';
import { api, selectToken, useAppDispatch, useAppSelector, type PortalThunkExtra } from '@portal/shared';
import { getTransferHistoryApi } from '../api/get-transfer-history';
import { readEventStream } from '../lib/read-event-stream';

/** Polling interval when the live stream is not available (docs/adr/0022). */
export const POLL_INTERVAL_MS = 10_000;
/** While polling, the stream is tried again this often (a restarted server, a proxy's timeout). */
export const RECONNECT_MS = 30_000;
/**
 * The stream opens this long after the list has loaded: the page's first requests finish
 * first, so the page reaches network idle (what browsers, Lighthouse and Playwright's
 * `networkidle` wait for) before a response that never ends is in flight. bench:web does not
 * depend on it: it waits for a quiet spell of new requests instead (ADR 0065).
 */
export const STREAM_DELAY_MS = 1_000;

interface TransferStatusEvent {
  transferId: string;
  status: string;
  updatedAt?: string;
}

function statusEventOf(data: string): TransferStatusEvent | null {
  try {
    const parsed = JSON.parse(data) as Partial<TransferStatusEvent>;
    return typeof parsed.transferId === 'string' && typeof parsed.status === 'string'
      ? (parsed as TransferStatusEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the client's transfers current without a reload (docs/adr/0022): reads the server's
 * `GET /transfers/events` stream with fetch (the bearer token goes in a header, which
 * EventSource cannot send), patches the history's cache entry at once and invalidates the
 * transfer's tag so every screen showing it refetches. When the stream cannot be opened or
 * breaks, it returns a polling interval for the history query instead, and tries the stream
 * again every RECONNECT_MS.
 */
export function useLiveTransferStatus(clientId: string | undefined, listLoaded: boolean): { pollingInterval: number } {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [streamFailed, setStreamFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!clientId || !token || !listLoaded) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      if (controller.signal.aborted) return;
      setStreamFailed(true);
      retry = setTimeout(() => setAttempt((count) => count + 1), RECONNECT_MS);
    };
    const apiBase = dispatch((_dispatch, _getState, extra: PortalThunkExtra) => extra.apiBase);

    const apply = (event: TransferStatusEvent) => {
      let known = false;
      dispatch(
        getTransferHistoryApi.util.updateQueryData('getTransferHistory', clientId, (transfers) => {
          const transfer = transfers.find((item) => item.id === event.transferId);
          if (!transfer) return;
          known = true;
          transfer.status = event.status;
          if (event.updatedAt) transfer.updatedAt = event.updatedAt;
        }),
      );
      // A transfer the list does not hold yet (started in another tab): the whole list.
      dispatch(api.util.invalidateTags(known ? [{ type: 'Transfer', id: event.transferId }] : ['Transfer']));
    };

    const open = async () => {
      try {
        const response = await fetch(
          new Request(`${apiBase}/transfers/events`, {
            headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
            signal: controller.signal,
          }),
        );
        if (!response.ok || !response.body) throw new Error(`transfer events: HTTP ${response.status}`);
        setStreamFailed(false);
        // Changes made while nobody listened (since the list was read, or while the stream was down).
        dispatch(api.util.invalidateTags(['Transfer']));
        await readEventStream(response.body, ({ type, data }) => {
          const event = type === 'transfer-status' ? statusEventOf(data) : null;
          if (event) apply(event);
        });
        // The server closed the stream (a restart, a proxy's timeout): poll until it is back.
        fail();
      } catch {
        fail();
      }
    };
    const start = setTimeout(() => void open(), attempt === 0 ? STREAM_DELAY_MS : 0);
    return () => {
      controller.abort();
      clearTimeout(start);
      clearTimeout(retry);
    };
  }, [clientId, token, listLoaded, attempt, dispatch]);

  return { pollingInterval: streamFailed ? POLL_INTERVAL_MS : 0 };
}
