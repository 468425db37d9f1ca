import { US_STATES } from '@portal/shared/constants';
import { type FormErrors, Select, type SelectOption, TextField } from '@portal/shared/ui';

const STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** The fieldset's labels, in its order: the form lists them among its own for its error summary. */
export const PROPERTY_ADDRESS_LABELS = {
  propertyAddress1: 'Property Address Line 1',
  propertyAddress2: 'Property Address Line 2 (optional)',
  propertyCity: 'Property City',
  propertyState: 'Property State',
  propertyZipcode: 'Property ZIP Code',
} as const;

/** The address of the property the money is for (requirements §5: 'Please select a valid address'). */
export function PropertyAddressFieldset({ field }: { field: FormErrors['field'] }) {
  return (
    <fieldset className="mf-transfers-form__group">
      <legend>Property Address</legend>
      <TextField {...field('propertyAddress1')} autoComplete="off" />
      <TextField {...field('propertyAddress2')} autoComplete="off" />
      <div className="mf-transfers-form__row">
        <TextField {...field('propertyCity')} autoComplete="off" />
        <Select {...field('propertyState')} placeholder="Select a state" options={STATE_OPTIONS} />
        <TextField {...field('propertyZipcode')} inputMode="numeric" autoComplete="off" />
      </div>
    </fieldset>
  );
}
