import { FormattedMessage, useIntl } from 'react-intl';
import type { ClientBankAccount } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { Modal, ModalClose } from '@portal/shared/ui/modal';
import { nameWithMask } from '../../../lib/mask';
import './disconnect-dialog.scss';

/** Asks before disconnecting: the account can only come back by linking it again. Loaded when first opened. */
export default function DisconnectDialog({
  account,
  onOpenChange,
  onConfirm,
}: {
  account: ClientBankAccount | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (account: ClientBankAccount) => Promise<unknown>;
}) {
  const intl = useIntl();
  const label = account
    ? `${account.bankDisplayName || account.bankName} ${nameWithMask(account.name, account.accountLastFourDigits)}`
    : '';
  return (
    <Modal
      open={account !== null}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'banking.disconnect.title' })}
      description={intl.formatMessage({ id: 'banking.disconnect.description' }, { account: label })}
    >
      <div className="mf-banking-dialog__actions">
        {account && (
          <Button onClick={() => onConfirm(account)}>
            <FormattedMessage id="banking.disconnect.confirm" />
          </Button>
        )}
        <ModalClose asChild>
          <Button variant="secondary">
            <FormattedMessage id="banking.disconnect.cancel" />
          </Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
