import type { FormikProps } from 'formik';
import { US_STATES } from '@portal/shared/constants';
import { formikField, Select, TextField, type SelectOption } from '@portal/shared/ui';

const STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));

interface PropertyAddressFieldsetProps<Values> {
  formik: Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>;
}

/** The address of the property the money is for (requirements §5: 'Please select a valid address'). */
export function PropertyAddressFieldset<Values>({ formik }: PropertyAddressFieldsetProps<Values>) {
  return (
    <fieldset className="mf-transfers-form__group">
      <legend>Property Address</legend>
      <TextField label="Property Address Line 1" autoComplete="off" {...formikField(formik, 'propertyAddress1')} />
      <TextField
        label="Property Address Line 2 (optional)"
        autoComplete="off"
        {...formikField(formik, 'propertyAddress2')}
      />
      <div className="mf-transfers-form__row">
        <TextField label="Property City" autoComplete="off" {...formikField(formik, 'propertyCity')} />
        <Select
          label="Property State"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          {...formikField(formik, 'propertyState')}
        />
        <TextField
          label="Property ZIP Code"
          inputMode="numeric"
          autoComplete="off"
          {...formikField(formik, 'propertyZipcode')}
        />
      </div>
    </fieldset>
  );
}
