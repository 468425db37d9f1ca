import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, type Client } from '@portal/shared';
import { formatPhone } from '@portal/shared/phone';
import { Button, ErrorSummary, TextField, useErrorSummary } from '@portal/shared/ui';
import { step2Schema } from '../api/save-sensitive-data';
import { useUpdateClientMutation } from '../api/update-client';
import { useSaveIdentity } from '../hooks/use-save-identity';
import { maskDateInput } from '../lib/date-mask';
import { useLabels } from '../../../i18n/use-labels';
import { ADDRESS_LABELS, AddressFieldset } from './address-fieldset';

export interface Step2FormProps {
  client: Client;
  tenantId: string;
  /** Called with the updated client once everything is saved. */
  onSaved: (client: Client) => void;
}

const LABELS = {
  ssn: 'onboarding.fields.ssn',
  dateOfBirth: 'onboarding.fields.dateOfBirth',
  email: 'onboarding.fields.email',
  mobilePhone: 'onboarding.fields.mobilePhone',
  ...ADDRESS_LABELS,
};

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Step-2 (requirements §2, §5): last four of the SSN, date of birth (18+), e-mail and the address tied
 * to the bank account; the phone is shown only to a client without an e-mail. SSN and date of
 * birth are encrypted in the browser before they are sent.
 */
export function Step2Form({ client, tenantId, onSaved }: Step2FormProps) {
  const intl = useIntl();
  const saveIdentity = useSaveIdentity();
  const [updateClient] = useUpdateClientMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const showPhone = !client.email;

  const formik = useFormik({
    initialValues: {
      ssn: '',
      dateOfBirth: '',
      email: client.email ?? '',
      address1: client.address1 ?? '',
      address2: client.address2 ?? '',
      city: client.city ?? '',
      state: client.state ?? '',
      zipcode: client.zipcode ?? '',
      mobilePhone: formatPhone(client.mobilePhone),
    },
    validationSchema: step2Schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await saveIdentity({
          clientId: client.id,
          tenantId,
          ssn: values.ssn.trim(),
          dateOfBirth: values.dateOfBirth.trim(),
          refresh: false,
        });
        const updated = await updateClient({
          id: client.id,
          data: {
            email: values.email.trim(),
            address1: values.address1.trim(),
            address2: blankToNull(values.address2),
            city: values.city.trim(),
            state: values.state,
            zipcode: values.zipcode.trim(),
          },
        }).unwrap();
        onSaved(updated);
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  const form = useErrorSummary(formik, useLabels(LABELS));

  return (
    <form
      className="mf-onboarding-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: 'onboarding.step2.title' })}
    >
      <ErrorSummary {...form.summary} />
      <div className="mf-onboarding-form__row">
        <TextField {...form.field('ssn')} inputMode="numeric" autoComplete="off" maxLength={5} />
        <TextField
          {...form.field('dateOfBirth')}
          inputMode="numeric"
          autoComplete="bday"
          hint={intl.formatMessage({ id: 'onboarding.step2.dobHint' })}
          onChange={(event) => void formik.setFieldValue('dateOfBirth', maskDateInput(event.target.value))}
        />
      </div>
      <TextField {...form.field('email')} type="email" autoComplete="email" />
      {showPhone && (
        <TextField
          {...form.field('mobilePhone')}
          type="tel"
          readOnly
          hint={intl.formatMessage({ id: 'onboarding.step2.phoneHint' })}
        />
      )}
      <AddressFieldset field={form.field} note={intl.formatMessage({ id: 'onboarding.step2.addressNote' })} />
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="mf-onboarding-form__actions">
        <Button type="submit" loading={formik.isSubmitting}>
          {intl.formatMessage({ id: 'onboarding.continue' })}
        </Button>
      </div>
    </form>
  );
}
