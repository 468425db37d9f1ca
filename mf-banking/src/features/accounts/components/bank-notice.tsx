import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@portal/shared/ui';
import { Modal, ModalClose } from '@portal/shared/ui/modal';
import './bank-notice.scss';

/**
 * The Bank Notice flyover (requirements §2, §8): why an account is 'Unsupported', first in plain
 * words (what the client can do), then the requirements' text. A panel sliding in from the side,
 * with the dialog's focus handling. Loaded when first opened.
 */
export default function BankNotice({
  open,
  onOpenChange,
  bankName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bankName: string | null;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'banking.notice.title' })}
      className="mf-banking-notice"
    >
      {bankName && <p className="mf-banking-notice__bank">{bankName}</p>}
      <p className="mf-banking-notice__plain">
        <FormattedMessage id="banking.notice.plain" />
      </p>
      <p>
        <FormattedMessage id="banking.notice.text" />
      </p>
      <ModalClose asChild>
        <Button>
          <FormattedMessage id="banking.notice.ok" />
        </Button>
      </ModalClose>
    </Modal>
  );
}
