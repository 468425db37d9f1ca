import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { CATALOGUES } from '../../../i18n/catalogues';
import { PhoneField } from './phone-field';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <IntlProvider locale="en-US" messages={CATALOGUES.en}>
      <PhoneField name="mobilePhone" label="Mobile Number" value={value} onValueChange={setValue} />
    </IntlProvider>
  );
}

describe('PhoneField', () => {
  it('asks the browser for a full phone number (autocomplete="tel") on a tel input', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /Mobile Number/ });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('masks a number filled in with its country code to the ten US digits', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /Mobile Number/ });
    fireEvent.change(input, { target: { value: '+1 512-555-0147' } });
    expect(input).toHaveValue('(512) 555-0147');
  });
});
