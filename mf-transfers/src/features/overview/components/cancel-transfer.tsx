import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText, type PortalApiError } from '@portal/shared';
import type { Text } from '@portal/shared/i18n/react';
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
  onRefused: (text: Text) => void;
}

/**
 * Cancel, while the transfer is pending and the provider has not submitted it to the bank: a
 * dialog asks first; the provider's answer decides. Too late (CONFLICT) says CANCEL_TOO_LATE's words.
 */
export function CancelTransfer({ transferId, onRefused }: CancelTransferProps) {
  const intl = useIntl();
  const [cancelTransfer, cancelState] = useCancelTransferMutation();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await cancelTransfer(transferId).unwrap();
    } catch (error) {
      onRefused(isConflict(error) ? { id: 'transfers.cancel.tooLate' } : errorText(error));
    }
    setAsking(false);
  };

  return (
    <div className="mf-transfers-cancel">
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <FormattedMessage id="transfers.cancel.button" />
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <Modal
            open
            title={intl.formatMessage({ id: 'transfers.cancel.dialogTitle' })}
            description={intl.formatMessage({ id: 'transfers.cancel.dialogDescription' })}
            onOpenChange={(open) => (open || cancelState.isLoading ? undefined : setAsking(false))}
          >
            <div className="mf-transfers-form__actions">
              <Button variant="secondary" onClick={() => setAsking(false)} disabled={cancelState.isLoading}>
                <FormattedMessage id="transfers.cancel.keep" />
              </Button>
              <Button onClick={confirm} loading={cancelState.isLoading}>
                <FormattedMessage id="transfers.cancel.button" />
              </Button>
            </div>
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
