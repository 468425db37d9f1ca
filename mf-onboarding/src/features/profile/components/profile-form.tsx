import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  errorMessage,
  setClient,
  showToast,
  useAppDispatch,
  type Client,
  type SensitiveDataView,
} from '@portal/shared';
import { formatPhone } from '@portal/shared/phone';
import { Button, ErrorSummary, TextField, useErrorSummary } from '@portal/shared/ui';
import { ADDRESS_LABELS, AddressFieldset } from '../../identity/components/address-fieldset';
import { profileSchema, useUpdateClientMutation } from '../../identity/api/update-client';
import { useSaveIdentity } from '../../identity/hooks/use-save-identity';
import { maskDateInput } from '../../identity/lib/date-mask';
import { useLabels } from '../../../i18n/use-labels';

export interface ProfileFormProps {
  client: Client;
  tenantId: string;
  /** What is stored; undefined when it could not be read. */
  identity: SensitiveDataView | undefined;
}

const LABELS = {
  firstName: 'onboarding.fields.firstName',
  middleName: 'onboarding.fields.middleNameOptional',
  lastName: 'onboarding.fields.lastName',
  email: 'onboarding.fields.email',
  ssn: 'onboarding.fields.ssn',
  dateOfBirth: 'onboarding.fields.dateOfBirth',
  ...ADDRESS_LABELS,
};

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * 'Your Account' (requirements §5): names (max 30), e-mail, address; the SSN and the date of birth
 * only ever shown masked (typing new ones replaces them; the date with the 18-year rule);
 * the phone read-only.
 */
export function ProfileForm({ client, tenantId, identity }: ProfileFormProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const saveIdentity = useSaveIdentity();
  const [updateClient] = useUpdateClientMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: {
      firstName: client.firstName ?? '',
      middleName: client.middleName ?? '',
      lastName: client.lastName ?? '',
      ssn: '',
      dateOfBirth: '',
      email: client.email ?? '',
      address1: client.address1 ?? '',
      address2: client.address2 ?? '',
      city: client.city ?? '',
      state: client.state ?? '',
      zipcode: client.zipcode ?? '',
    },
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const ssn = values.ssn.trim();
      const dateOfBirth = values.dateOfBirth.trim();
      const dobChanged = dateOfBirth !== '';
      try {
        if (ssn || dobChanged) {
          await saveIdentity({
            clientId: client.id,
            tenantId,
            ssn: ssn || undefined,
            dateOfBirth: dobChanged ? dateOfBirth : undefined,
          });
        }
        const updated = await updateClient({
          id: client.id,
          data: {
            firstName: values.firstName.trim(),
            middleName: blankToNull(values.middleName),
            lastName: values.lastName.trim(),
            email: blankToNull(values.email),
            address1: blankToNull(values.address1),
            address2: blankToNull(values.address2),
            city: blankToNull(values.city),
            state: values.state || null,
            zipcode: blankToNull(values.zipcode),
          },
        }).unwrap();
        dispatch(setClient(updated));
        // Worded here: the toasts show outside this screen's texts.
        dispatch(showToast({ kind: 'success', text: intl.formatMessage({ id: 'onboarding.profile.saved' }) }));
        helpers.resetForm({ values: { ...values, ssn: '', dateOfBirth: '' } });
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  const form = useErrorSummary(formik, useLabels(LABELS));
  const dateFormat = intl.formatMessage({ id: 'onboarding.profile.dateFormat' });

  return (
    <form
      className="mf-onboarding-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: 'onboarding.account.title' })}
    >
      <ErrorSummary {...form.summary} />
      <div className="mf-onboarding-form__row">
        <TextField {...form.field('firstName')} autoComplete="given-name" />
        <TextField {...form.field('middleName')} autoComplete="additional-name" />
        <TextField {...form.field('lastName')} autoComplete="family-name" />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.fields.mobilePhone' })}
        type="tel"
        readOnly
        value={formatPhone(client.mobilePhone)}
        hint={intl.formatMessage({ id: 'onboarding.profile.phoneHint' })}
      />
      <TextField {...form.field('email')} type="email" autoComplete="email" />
      <div className="mf-onboarding-form__row">
        <TextField
          {...form.field('ssn')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={identity?.ssnMasked ?? ''}
          hint={
            identity?.ssnMasked
              ? intl.formatMessage({ id: 'onboarding.profile.ssnOnFile' }, { masked: identity.ssnMasked })
              : intl.formatMessage({ id: 'onboarding.profile.ssnNotOnFile' })
          }
        />
        <TextField
          {...form.field('dateOfBirth')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={identity?.dobMasked ?? dateFormat}
          hint={
            identity?.dobMasked
              ? intl.formatMessage({ id: 'onboarding.profile.dobOnFile' }, { masked: identity.dobMasked })
              : dateFormat
          }
          onChange={(event) => void formik.setFieldValue('dateOfBirth', maskDateInput(event.target.value))}
        />
      </div>
      <AddressFieldset field={form.field} />
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="mf-onboarding-form__actions">
        <Button type="submit" loading={formik.isSubmitting}>
          {intl.formatMessage({ id: 'onboarding.profile.save' })}
        </Button>
      </div>
    </form>
  );
}
