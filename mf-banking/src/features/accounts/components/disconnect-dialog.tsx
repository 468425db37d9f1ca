import type { ClientBankAccount } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { Modal, ModalClose } from '@portal/shared/ui/modal';
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
  const label = account
    ? `${account.bankDisplayName || account.bankName} ${account.name}${account.accountLastFourDigits ? ` ••••${account.accountLastFourDigits}` : ''}`
    : '';
  return (
    <Modal
      open={account !== null}
      onOpenChange={onOpenChange}
      title="Disconnect this account?"
      description={`${label} will no longer be available for transfers. You can link it again later.`}
    >
      <div className="mf-banking-dialog__actions">
        {account && <Button onClick={() => onConfirm(account)}>Disconnect</Button>}
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
