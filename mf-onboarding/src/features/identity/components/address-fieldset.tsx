import type { FormikProps } from 'formik';
import { formikField, Select, TextField } from '@portal/shared/ui';
import { STATE_OPTIONS } from './state-options';

interface AddressFieldsetProps<Values> {
  formik: Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>;
  /** A line under the legend, e.g. which address step-2 asks for. */
  note?: string;
}

/** The client's address (address1, address2, city, state, zipcode): step-2 and Your Account. */
export function AddressFieldset<Values>({ formik, note }: AddressFieldsetProps<Values>) {
  return (
    <fieldset className="mf-onboarding-form__group">
      <legend>Address</legend>
      {note && <p className="mf-onboarding-form__note">{note}</p>}
      <TextField label="Address Line 1" autoComplete="address-line1" {...formikField(formik, 'address1')} />
      <TextField label="Address Line 2 (optional)" autoComplete="address-line2" {...formikField(formik, 'address2')} />
      <div className="mf-onboarding-form__row">
        <TextField label="City" autoComplete="address-level2" {...formikField(formik, 'city')} />
        <Select
          label="State"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
          {...formikField(formik, 'state')}
        />
        <TextField
          label="ZIP Code"
          inputMode="numeric"
          autoComplete="postal-code"
          {...formikField(formik, 'zipcode')}
        />
      </div>
    </fieldset>
  );
}
