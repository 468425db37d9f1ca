import { lazy, Suspense, useState } from 'react';
import { errorMessage, type PortalApiError } from '@portal/shared';
import { CANCEL_TOO_LATE } from '@portal/shared/constants';
import { Button } from '@portal/shared/ui';
import { useCancelTransferMutation } from '../api/cancel-transfer';

// The dialog library is fetched only when the dialog opens, as the history does.
const Modal = lazy(() => import('@portal/shared/ui/modal').then((module) => ({ default: module.Modal })));

function isConflict(error: unknown): boolean {
  const { body } = (error ?? {}) as PortalApiError;
  const errors = (body as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined)?.errors;
  return errors?.some((entry) => entry.extensions?.code === 'CONFLICT') ?? false;
}

export interface CancelTransferProps {
  transferId: string;
  /** The refusal to show; the page keeps it, as the button goes once the transfer is read again. */
  onRefused: (text: string) => void;
}

/**
 * Cancel, while the transfer is pending and the provider has not submitted it to the bank: a
 * dialog asks first; the provider's answer decides. Too late (CONFLICT) says CANCEL_TOO_LATE.
 */
export function CancelTransfer({ transferId, onRefused }: CancelTransferProps) {
  const [cancelTransfer, cancelState] = useCancelTransferMutation();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await cancelTransfer(transferId).unwrap();
    } catch (error) {
      onRefused(isConflict(error) ? CANCEL_TOO_LATE : errorMessage(error));
    }
    setAsking(false);
  };

  return (
    <div className="mf-transfers-cancel">
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Cancel Transfer
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <Modal
            open
            title="Cancel this transfer?"
            description="The payment will not be taken from your account. You can start a new transfer at any time."
            onOpenChange={(open) => (open || cancelState.isLoading ? undefined : setAsking(false))}
          >
            <div className="mf-transfers-form__actions">
              <Button variant="secondary" onClick={() => setAsking(false)} disabled={cancelState.isLoading}>
                Keep Transfer
              </Button>
              <Button onClick={confirm} loading={cancelState.isLoading}>
                Cancel Transfer
              </Button>
            </div>
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
