import { useState } from 'react';
import { errorMessage, QUERY_PARAMS, ROUTES, pathWithQuery } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { Button } from '@portal/shared/ui';
import { useRetryTransferMutation } from '../api/retry-transfer';

/**
 * "Try again with another account": the server copies the failed transfer into a new draft (its
 * amount, property, purpose and people), and the client picks the account on
 * step-select-account, from where the details open filled in.
 */
export function RetryTransfer({ transferId }: { transferId: string }) {
  const [retryTransfer] = useRetryTransferMutation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const retry = async () => {
    setRefusal(null);
    try {
      const draft = await retryTransfer(transferId).unwrap();
      navigate(pathWithQuery(ROUTES.stepSelectAccount, { [QUERY_PARAMS.goToTransfer]: draft.id }));
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  return (
    <div className="mf-transfers-retry">
      <Button onClick={retry}>Try again with another account</Button>
      <p className="mf-transfers-form__error" role="alert">
        {refusal ?? ''}
      </p>
    </div>
  );
}
