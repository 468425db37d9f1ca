import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { maskPhoneInput } from '@portal/shared/phone';
import { TextField, type TextFieldProps } from '@portal/shared/ui';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'onChange' | 'value' | 'type'> {
  value: string;
  /** The masked text, '(555) 123-4567'; only its digits matter (requirements §5). */
  onValueChange: (masked: string) => void;
  /**
   * Offer passkeys among the field's suggestions: `autocomplete="tel webauthn"`, set only in the
   * browser while a passkey request waits for it (ADR 0097); the server's HTML carries `tel`.
   */
  passkeyAutofill?: boolean;
}

/**
 * A US mobile number typed as (xxx) xxx-xxxx: anything but digits is dropped as you type. The
 * autofill token is `tel` (WCAG 1.3.5, and the only phone token valid on type="tel"): a full
 * "+1 …" number the browser fills in loses its country code in the mask.
 */
export function PhoneField({ value, onValueChange, passkeyAutofill = false, hint, ...rest }: PhoneFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete={passkeyAutofill ? 'tel webauthn' : 'tel'}
      placeholder={intl.formatMessage({ id: 'onboarding.phone.placeholder' })}
      {...rest}
      hint={hint ?? intl.formatMessage({ id: 'onboarding.phone.hint' })}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(maskPhoneInput(event.target.value))}
    />
  );
}
