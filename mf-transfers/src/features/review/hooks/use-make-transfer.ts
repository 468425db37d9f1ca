import { useCallback, useRef, useState } from 'react';
import { type PortalApiError, type Tenant } from '@portal/shared';
import { transferStartFailedMessage } from '@portal/shared/constants';
import { useAcceptPaymentMutation } from '../api/accept-payment';
import { TRANSFER_IN_PROGRESS, useStartTransferMutation } from '../api/start-transfer';

/** While another request holds the start (a second tab), ask again this often, this many times. */
export const IN_PROGRESS_RETRY_MS = 750;
export const IN_PROGRESS_RETRIES = 40;

function isInProgress(error: unknown): boolean {
  const { status, body } = (error ?? {}) as PortalApiError;
  return status === 409 && (body as { code?: unknown } | undefined)?.code === TRANSFER_IN_PROGRESS;
}

/** The server's message (requirements §8 failure text with the tenant's contacts), else the same text built here. */
function failureText(error: unknown, tenant: Tenant): string {
  const message = ((error ?? {}) as PortalApiError & { body?: { message?: unknown } }).body?.message;
  if (typeof message === 'string' && message.trim()) return message;
  return transferStartFailedMessage({ name: tenant.name, phone: tenant.pocPhone, supportEmail: tenant.supportEmail });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Make Transfer (or, for a disbursement, Accept Payment): one POST /transfer/start (or
 * /transfer/disbursement/start) per click, never two at once (a ref guards the double click
 * before React re-renders). The server decides who calls the provider; when it answers that
 * another request holds this transfer (a second tab), this asks again until it gets the
 * recorded outcome instead of reporting a failure.
 */
export function useMakeTransfer(
  tenant: Tenant,
  onStarted: (transferId: string) => void,
  kind: 'transfer' | 'disbursement' = 'transfer',
) {
  const [startTransfer] = useStartTransferMutation();
  const [acceptPayment] = useAcceptPaymentMutation();
  const start = kind === 'disbursement' ? acceptPayment : startTransfer;
  const inFlight = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const makeTransfer = useCallback(
    async (transferId: string, bankAccountId: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setProcessing(true);
      setFailure(null);
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const result = await start({ transferId, bankAccountId }).unwrap();
            onStarted(result.transferId);
            return;
          } catch (error) {
            if (!isInProgress(error) || attempt >= IN_PROGRESS_RETRIES) throw error;
            await wait(IN_PROGRESS_RETRY_MS);
          }
        }
      } catch (error) {
        setFailure(failureText(error, tenant));
      } finally {
        inFlight.current = false;
        setProcessing(false);
      }
    },
    [start, tenant, onStarted],
  );

  return { makeTransfer, processing, failure };
}
