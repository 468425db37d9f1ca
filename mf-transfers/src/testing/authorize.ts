import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Ticks Review's authorization checkbox, which Make Transfer (or Accept Payment) waits for. */
export async function authorize(user: ReturnType<typeof userEvent.setup>, label = 'I authorize this payment') {
  await user.click(await screen.findByRole('checkbox', { name: label }));
}
