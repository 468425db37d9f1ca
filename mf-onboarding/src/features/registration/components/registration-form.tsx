import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@portal/shared/router';
import { errorMessage, useTenant, type PortalApiError } from '@portal/shared';
import { EARLY_CLICK_ATTRIBUTE } from '@portal/shared/constants';
import { Button, Checkbox, ErrorSummary, TextField, useErrorSummary } from '@portal/shared/ui';
import { PhoneField } from '../../phone/components/phone-field';
import type { Registration } from '@portal/shared/contracts';
import { registrationSchema, useRegisterClientMutation } from '../api/register-client';
import { useLabels } from '../../../i18n/use-labels';
import './registration-form.scss';

export const PAYMENT_PROCESSOR_TERMS_URL = 'https://www.dwolla.com/legal/tos/';
export const PAYMENT_PROCESSOR_PRIVACY_URL = 'https://www.dwolla.com/legal/privacy/';

export interface RegistrationFormProps {
  /** The tenant's registerButtonText; without one, 'Create Account' in the page's language. */
  submitLabel?: string;
  /** Where 'Log in' goes (keeps the agent's page when there is one). */
  loginPath: string;
  /** The registration's sign-in attempt and the phone it texted, as typed. */
  onRegistered: (registration: Registration & { mobilePhone: string }) => void;
}

const INITIAL_VALUES = { firstName: '', middleName: '', lastName: '', mobilePhone: '', agreement: false };
const WAITS_FOR_TERMS_ID = 'registration-submit-waits';
const LABELS = {
  firstName: 'onboarding.fields.firstName',
  middleName: 'onboarding.fields.middleName',
  lastName: 'onboarding.fields.lastName',
  mobilePhone: 'onboarding.fields.mobilePhone',
  agreement: 'onboarding.registration.agreementLabel',
};

interface FormFailure {
  message: string;
  accountExists: boolean;
}

/** Registration (requirements §2, §5): names, mobile phone, the terms; Create Account only once they are accepted. */
export function RegistrationForm({ submitLabel: tenantSubmitLabel, loginPath, onRegistered }: RegistrationFormProps) {
  const intl = useIntl();
  const submitLabel = tenantSubmitLabel || intl.formatMessage({ id: 'onboarding.createAccount.action' });
  const { data: tenant } = useTenant();
  const [register] = useRegisterClientMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const hintId = useId();

  const formik = useFormik({
    initialValues: INITIAL_VALUES,
    validationSchema: registrationSchema,
    onSubmit: async (values) => {
      if (!tenant) return;
      setFailure(null);
      try {
        const registration = await register({
          tenantId: tenant.id,
          firstName: values.firstName.trim(),
          middleName: values.middleName.trim(),
          lastName: values.lastName.trim(),
          mobilePhone: values.mobilePhone.replace(/\D/g, ''),
          agreement: true,
        }).unwrap();
        onRegistered({ ...registration, mobilePhone: values.mobilePhone });
      } catch (error) {
        setFailure({
          message: errorMessage(error),
          accountExists: (error as PortalApiError).status === 409,
        });
      }
    },
  });
  const form = useErrorSummary(formik, useLabels(LABELS));

  return (
    <form
      className="mf-onboarding-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: 'onboarding.createAccount.title' })}
    >
      <ErrorSummary {...form.summary} />
      <p id={hintId} className="mf-onboarding-form__note">
        <FormattedMessage id="onboarding.registration.nameHint" />
      </p>
      <div className="mf-onboarding-registration__names">
        <TextField {...form.field('firstName')} autoComplete="given-name" aria-describedby={hintId} />
        <TextField
          {...form.field('middleName')}
          label={
            <FormattedMessage
              id="onboarding.registration.middleName"
              values={{ optional: (chunks) => <span className="mf-onboarding-registration__optional">{chunks}</span> }}
            />
          }
          autoComplete="additional-name"
        />
        <TextField {...form.field('lastName')} autoComplete="family-name" aria-describedby={hintId} />
      </div>
      <PhoneField
        {...form.field('mobilePhone')}
        value={formik.values.mobilePhone}
        onValueChange={(masked) => void formik.setFieldValue('mobilePhone', masked)}
      />
      <Checkbox
        {...form.field('agreement', 'checkbox')}
        label={
          <FormattedMessage
            id="onboarding.registration.agreement"
            values={{
              terms: (chunks) => (
                <a href={PAYMENT_PROCESSOR_TERMS_URL} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
              privacy: (chunks) => (
                <a href={PAYMENT_PROCESSOR_PRIVACY_URL} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            }}
          />
        }
      />
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure.message}
          {failure.accountExists && (
            <>
              {' '}
              <Link to={loginPath}>
                <FormattedMessage id="onboarding.login.action" />
              </Link>
            </>
          )}
        </p>
      )}
      <div className="mf-onboarding-form__actions">
        {/* Server-rendered: a tap before hydration is replayed after it (docs/adr/0043). */}
        <Button
          id="registration-submit"
          {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
          type="submit"
          disabled={!formik.values.agreement || !tenant}
          aria-describedby={formik.values.agreement ? undefined : WAITS_FOR_TERMS_ID}
          loading={formik.isSubmitting}
        >
          {submitLabel}
        </Button>
      </div>
      {/* The spec keeps the button disabled until the terms are ticked; say so, or a greyed
          button reads as broken. */}
      {!formik.values.agreement && (
        <p id={WAITS_FOR_TERMS_ID} className="cp-ui-field__hint mf-onboarding-form__waits">
          <FormattedMessage id="onboarding.registration.waitsForTerms" values={{ action: submitLabel }} />
        </p>
      )}
      <p className="mf-onboarding-form__switch">
        <FormattedMessage
          id="onboarding.registration.haveAccount"
          values={{ login: (chunks) => <Link to={loginPath}>{chunks}</Link> }}
        />
      </p>
    </form>
  );
}
