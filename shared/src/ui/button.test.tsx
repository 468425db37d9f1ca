import { act, screen } from '@testing-library/react';
import { renderWithTexts } from '../../testing/render-with-texts';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button with its variant class by default', () => {
    renderWithTexts(<Button variant="secondary">Back</Button>);
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('cp-ui-button', 'cp-ui-button--secondary');
  });

  it('shows a spinner and is disabled while loading, keeping its name', async () => {
    const onClick = jest.fn();
    const { container } = renderWithTexts(
      <Button loading onClick={onClick}>
        Make Transfer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Make Transfer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.cp-ui-spinner')).toBeInTheDocument();

    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('acts once for a double click while its promise is pending, then again after', async () => {
    let finish!: () => void;
    const onClick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTexts(<Button onClick={onClick}>Make Transfer</Button>);
    const button = screen.getByRole('button', { name: 'Make Transfer' });

    await userEvent.dblClick(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();

    finish();
    await screen.findByRole('button', { name: 'Make Transfer', busy: false });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores a second click dispatched before React re-renders', () => {
    const onClick = jest.fn(() => new Promise(() => {}));
    renderWithTexts(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    // Both clicks inside one act(): React renders only after the second.
    act(() => {
      button.click();
      button.click();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays clickable for plain handlers', async () => {
    const onClick = jest.fn();
    renderWithTexts(<Button onClick={onClick}>Resend Code</Button>);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Resend Code' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
