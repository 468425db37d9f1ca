import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, useAppDispatch, type PortalApiError, type Tenant } from '@portal/shared';
import { TRANSFER_STATUS, transferStartFailedText } from '@portal/shared/constants';
import type { TextDescriptor } from '@portal/shared/i18n';
import type { Text } from '@portal/shared/i18n/react';
import type { StartAuthorization } from '@portal/shared/contracts';
import { useAcceptPaymentMutation } from '../api/accept-payment';
import { getTransferStateApi } from '../api/get-transfer-state';
import { TRANSFER_IN_PROGRESS, TRANSFER_START_FAILED, useStartTransferMutation } from '../api/start-transfer';

/** While another request holds the start (a second tab), ask again this often, this many times. */
export const IN_PROGRESS_RETRY_MS = 750;
export const IN_PROGRESS_RETRIES = 40;
/** While the outcome of a start is unknown to the browser, its transfer's status is asked this often. */
export const CONFIRM_POLL_MS = 1_000;

/** Statuses that say the start reached the provider: the money is on its way (or already has its outcome). */
const STARTED: readonly string[] = [
  TRANSFER_STATUS.pending,
  TRANSFER_STATUS.submitted,
  TRANSFER_STATUS.completed,
  TRANSFER_STATUS.error,
  TRANSFER_STATUS.returned,
  TRANSFER_STATUS.cancelled,
];

export type MakeTransferPhase = 'idle' | 'starting' | 'confirming';

function apiError(error: unknown): PortalApiError & { body?: { code?: unknown; message?: unknown } } {
  return (error ?? {}) as PortalApiError & { body?: { code?: unknown; message?: unknown } };
}

function isInProgress(error: unknown): boolean {
  const { status, body } = apiError(error);
  return status === 409 && body?.code === TRANSFER_IN_PROGRESS;
}

const GENERIC_FAILURE: TextDescriptor = { id: 'errors.genericError' };

/** Above the tenant's amount, the server asks for a fresh passkey or code first (ADR 0096). */
function stepUpOf(error: unknown): { message: Text; passkey: boolean } | null {
  const { status, body } = apiError(error);
  if (status !== 403 || body?.code !== 'STEP_UP_REQUIRED') return null;
  return {
    message: typeof body.message === 'string' ? body.message : GENERIC_FAILURE,
    passkey: (body as { passkey?: unknown }).passkey === true,
  };
}

/** A start waiting for the client's step-up, with what it was asked with, to ask again after. */
export interface PendingStepUp {
  transferId: string;
  message: Text;
  passkey: boolean;
  retry: () => void;
}

/** Case (a): the provider refused the transfer; the server said so, with requirements §8's text. */
function isProviderRefusal(error: unknown): boolean {
  return apiError(error).body?.code === TRANSFER_START_FAILED;
}

/**
 * The server would no longer write the terms the client ticked (an amount, the account or the
 * day changed: AUTHORIZATION_CHANGED), or the transfer itself moved on: either way a 409 that is
 * not "in progress" means the terms are read again and the tick asked for again. Told by its
 * status, not its words, which are in the page's language.
 */
function isConflict(error: unknown): boolean {
  const { status } = apiError(error);
  return status === 409 && !isInProgress(error);
}

/** Case (b): no answer the browser can trust (connection lost, timeout, any 5xx): the start may have happened. */
function isOutcomeUnknown(error: unknown): boolean {
  const { status } = apiError(error);
  return typeof status !== 'number' || status >= 500;
}

/**
 * The server's refusal text (requirements §8 with the tenant's contacts, in the request's
 * language), else the same text from the rules catalogue.
 */
function refusalText(error: unknown, tenant: Tenant): Text {
  const message = apiError(error).body?.message;
  if (typeof message === 'string' && message.trim()) return message;
  return transferStartFailedText({ name: tenant.name, phone: tenant.pocPhone, supportEmail: tenant.supportEmail });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Make Transfer (or, for a disbursement, Accept Payment): one POST /transfer/start (or
 * /transfer/disbursement/start) per click, never two at once (a ref guards the double click
 * before React re-renders), with the authorization the client ticked. Its failures say what
 * happened (requirements §8):
 * - the provider refused: the server's §8 message, as the API words it;
 * - the answer was lost (network, timeout, any 5xx): the start may have reached the provider, so
 *   the page never starts again and never blames the bank; it asks for the transfer's status
 *   until it knows (pending or beyond: Success; back where it was: the generic fallback);
 * - any other refusal: the API's own message for it (a 4xx is written for the client), else the
 *   generic fallback; never a proxy's raw text.
 * When the server answers that another request holds this transfer (a second tab), it asks again
 * until it gets the recorded outcome.
 */
export function useMakeTransfer(
  tenant: Tenant,
  onStarted: (transferId: string) => void,
  kind: 'transfer' | 'disbursement' = 'transfer',
) {
  const dispatch = useAppDispatch();
  const [startTransfer] = useStartTransferMutation();
  const [acceptPayment] = useAcceptPaymentMutation();
  const start = kind === 'disbursement' ? acceptPayment : startTransfer;
  const inFlight = useRef(false);
  /** The latest makeTransfer, for a step-up's retry made after the render that asked for it. */
  const makeTransferRef = useRef<
    ((transferId: string, bankAccountId: string, authorization: StartAuthorization) => Promise<void>) | null
  >(null);
  const mounted = useRef(true);
  const [phase, setPhase] = useState<MakeTransferPhase>('idle');
  const [failure, setFailure] = useState<Text | null>(null);
  /** Counts the refusals that ask for the terms to be read and ticked again (see isConflict). */
  const [termsChanged, setTermsChanged] = useState(0);
  const [stepUp, setStepUp] = useState<PendingStepUp | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Asks for the transfer's status until it has either started or is back where it was; false when it did not start. */
  const confirmStarted = useCallback(
    async (transferId: string): Promise<boolean> => {
      for (;;) {
        const query = dispatch(
          getTransferStateApi.endpoints.getTransferState.initiate(transferId, { subscribe: false, forceRefetch: true }),
        );
        const status = await query.unwrap().catch(() => TRANSFER_STATUS.starting);
        if (status && STARTED.includes(status)) return true;
        if (status !== TRANSFER_STATUS.starting) return false;
        if (!mounted.current) return false;
        await wait(CONFIRM_POLL_MS);
      }
    },
    [dispatch],
  );

  const makeTransfer = useCallback(
    async (transferId: string, bankAccountId: string, authorization: StartAuthorization) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPhase('starting');
      setFailure(null);
      setStepUp(null);
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const result = await start({ transferId, bankAccountId, authorization }).unwrap();
            onStarted(result.transferId);
            return;
          } catch (error) {
            if (!isInProgress(error)) throw error;
            // Still held after every retry: the outcome is as unknown as a lost answer.
            if (attempt >= IN_PROGRESS_RETRIES) throw { status: 'TIMEOUT_ERROR' } satisfies PortalApiError;
            await wait(IN_PROGRESS_RETRY_MS);
          }
        }
      } catch (error) {
        const asked = stepUpOf(error);
        if (asked) {
          // Started again once the client has confirmed: the same transfer, account and terms.
          const retry = () => void makeTransferRef.current?.(transferId, bankAccountId, authorization);
          setStepUp({ transferId, ...asked, retry });
        } else if (isProviderRefusal(error)) {
          setFailure(refusalText(error, tenant));
        } else if (isOutcomeUnknown(error)) {
          setPhase('confirming');
          if (await confirmStarted(transferId)) {
            onStarted(transferId);
            return;
          }
          setFailure(GENERIC_FAILURE);
        } else if (isConflict(error) && (await confirmStarted(transferId))) {
          // Started meanwhile by another tab of the client's: this one shows its outcome too.
          onStarted(transferId);
          return;
        } else {
          if (isConflict(error)) setTermsChanged((count) => count + 1);
          setFailure(errorText(error));
        }
      } finally {
        inFlight.current = false;
        if (mounted.current) setPhase('idle');
      }
    },
    [start, tenant, onStarted, confirmStarted],
  );
  useEffect(() => {
    makeTransferRef.current = makeTransfer;
  }, [makeTransfer]);
  const cancelStepUp = useCallback(() => setStepUp(null), []);

  return { makeTransfer, phase, processing: phase !== 'idle', failure, termsChanged, stepUp, cancelStepUp };
}
