import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorText, QUERY_PARAMS, ROUTES, pathWithQuery } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { useText, type Text } from '@portal/shared/i18n/react';
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
  const text = useText();
  const [refusal, setRefusal] = useState<Text | null>(null);
  const retry = async () => {
    setRefusal(null);
    try {
      const draft = await retryTransfer(transferId).unwrap();
      navigate(pathWithQuery(ROUTES.stepSelectAccount, { [QUERY_PARAMS.goToTransfer]: draft.id }));
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  return (
    <div className="mf-transfers-retry">
      <Button onClick={retry}>
        <FormattedMessage id="transfers.retry.button" />
      </Button>
      <p className="mf-transfers-form__error" role="alert">
        {refusal ? text(refusal) : ''}
      </p>
    </div>
  );
}
