import { FormattedMessage, useIntl } from 'react-intl';
import { US_STATES } from '@portal/shared/constants';
import { type FormErrors, Select, type SelectOption, TextField } from '@portal/shared/ui';

const STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** The fieldset's fields, in its order: the form lists their labels among its own for its error summary. */
export const PROPERTY_ADDRESS_FIELDS = [
  'propertyAddress1',
  'propertyAddress2',
  'propertyCity',
  'propertyState',
  'propertyZipcode',
] as const;

/** The address of the property the money is for (requirements §5: 'Please select a valid address'). */
export function PropertyAddressFieldset({ field }: { field: FormErrors['field'] }) {
  const intl = useIntl();
  return (
    <fieldset className="mf-transfers-form__group">
      <legend>
        <FormattedMessage id="transfers.details.propertyAddress" />
      </legend>
      <TextField {...field('propertyAddress1')} autoComplete="off" />
      <TextField {...field('propertyAddress2')} autoComplete="off" />
      <div className="mf-transfers-form__row">
        <TextField {...field('propertyCity')} autoComplete="off" />
        <Select
          {...field('propertyState')}
          placeholder={intl.formatMessage({ id: 'transfers.details.statePlaceholder' })}
          options={STATE_OPTIONS}
        />
        <TextField {...field('propertyZipcode')} inputMode="numeric" autoComplete="off" />
      </div>
    </fieldset>
  );
}
