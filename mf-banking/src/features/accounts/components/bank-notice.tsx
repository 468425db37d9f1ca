import { BANK_NOTICE_PLAIN, BANK_NOTICE_TEXT, BANK_NOTICE_TITLE } from '@portal/shared/constants';
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
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={BANK_NOTICE_TITLE} className="mf-banking-notice">
      {bankName && <p className="mf-banking-notice__bank">{bankName}</p>}
      <p className="mf-banking-notice__plain">{BANK_NOTICE_PLAIN}</p>
      <p>{BANK_NOTICE_TEXT}</p>
      <ModalClose asChild>
        <Button>OK</Button>
      </ModalClose>
    </Modal>
  );
}
