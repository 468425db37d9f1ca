import { useIntl } from 'react-intl';
import { type FormErrors, Select, TextField } from '@portal/shared/ui';
import { STATE_OPTIONS } from './state-options';

/** The fieldset's labels' ids, in its order: a form lists them among its own for its error summary. */
export const ADDRESS_LABELS = {
  address1: 'onboarding.address.address1',
  address2: 'onboarding.address.address2',
  city: 'onboarding.address.city',
  state: 'onboarding.address.state',
  zipcode: 'onboarding.address.zipcode',
} as const;

interface AddressFieldsetProps {
  /** The form's fields, from useErrorSummary with ADDRESS_LABELS among its labels. */
  field: FormErrors['field'];
  /** A line under the legend, e.g. which address step-2 asks for. */
  note?: string;
}

/** The client's address (address1, address2, city, state, zipcode): step-2 and Your Account. */
export function AddressFieldset({ field, note }: AddressFieldsetProps) {
  const intl = useIntl();
  return (
    <fieldset className="mf-onboarding-form__group">
      <legend>{intl.formatMessage({ id: 'onboarding.address.legend' })}</legend>
      {note && <p className="mf-onboarding-form__note">{note}</p>}
      <TextField {...field('address1')} autoComplete="address-line1" />
      <TextField {...field('address2')} autoComplete="address-line2" />
      <div className="mf-onboarding-form__row">
        <TextField {...field('city')} autoComplete="address-level2" />
        <Select
          {...field('state')}
          placeholder={intl.formatMessage({ id: 'onboarding.address.statePlaceholder' })}
          options={STATE_OPTIONS}
          autoComplete="address-level1"
        />
        <TextField {...field('zipcode')} inputMode="numeric" autoComplete="postal-code" />
      </div>
    </fieldset>
  );
}
