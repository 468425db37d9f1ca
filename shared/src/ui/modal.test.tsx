import { screen } from '@testing-library/react';
import { renderWithTexts } from '../../testing/render-with-texts';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Modal, ModalClose, type ModalProps } from './modal';

function Page(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit transfer
      </button>
      <Modal open={open} onOpenChange={setOpen} title="The transfer cannot be edited" {...props}>
        <ModalClose asChild>
          <Button>OK</Button>
        </ModalClose>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with focus moved inside', async () => {
    renderWithTexts(<Page description="It is already being processed." />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit transfer' }));

    const dialog = screen.getByRole('dialog', { name: 'The transfer cannot be edited' });
    expect(dialog).toHaveAccessibleDescription('It is already being processed.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithTexts(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit transfer' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithTexts(<Page />);
    const opener = screen.getByRole('button', { name: 'Edit transfer' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its Close button and from a ModalClose action', async () => {
    renderWithTexts(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Radix sets pointer-events: none outside the dialog; the overlay is what a click lands on.
  const outsideClicker = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const overlay = () => document.querySelector('.cp-ui-modal-overlay') as HTMLElement;

  it('closes on a click outside', async () => {
    renderWithTexts(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit transfer' }));
    await outsideClicker().click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed while a wait must not be cancelled', async () => {
    const onOpenChange = jest.fn();
    renderWithTexts(
      <Modal open onOpenChange={onOpenChange} title="Processing Fund Transfer ..." dismissible={false} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Processing Fund Transfer ...' });

    await userEvent.keyboard('{Escape}');
    await outsideClicker().click(overlay());

    expect(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
