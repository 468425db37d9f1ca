// @portal/shared/ui/modal: its own entry, so only pages that open a dialog download
// Radix Dialog (focus trap, scroll lock, aria-hidden outside). See docs/adr.
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cx } from './class-names';
import './modal.scss';

export interface ModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /**
   * false for a wait the user must not cancel ('Processing Fund Transfer ...'):
   * no close button, and Escape or a click outside does nothing.
   */
  dismissible?: boolean;
  className?: string;
  children?: ReactNode;
}

function keepOpen(event: Event) {
  event.preventDefault();
}

export function Modal({ open, onOpenChange, title, description, dismissible = true, className, children }: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; our dialogs open from state, so remember
  // what had focus when the dialog opened and give it back on close.
  const openerRef = useRef<HTMLElement | null>(null);
  const intl = useIntl();
  const rememberOpener = () => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = (event: Event) => {
    const opener = openerRef.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="cp-ui-modal-overlay" />
        <Dialog.Content
          className={cx('cp-ui-modal', className)}
          // Without a description, say so: Radix otherwise warns that one is missing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={dismissible ? undefined : keepOpen}
          onInteractOutside={dismissible ? undefined : keepOpen}
        >
          <Dialog.Title className="cp-ui-modal__title">{title}</Dialog.Title>
          {description && <Dialog.Description className="cp-ui-modal__description">{description}</Dialog.Description>}
          {children}
          {dismissible && (
            // The × is drawn by the stylesheet: a sign, not a word, named by the aria-label.
            <Dialog.Close className="cp-ui-modal__close" aria-label={intl.formatMessage({ id: 'ui.modal.close' })} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wraps an action that closes the dialog: `<ModalClose asChild><Button>OK</Button></ModalClose>`. */
export const ModalClose = Dialog.Close;
