import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@portal/shared/router';
import { errorMessage, type PortalApiError } from '@portal/shared';
import { EARLY_CLICK_ATTRIBUTE } from '@portal/shared/constants';
import { Button, ErrorSummary, useErrorSummary } from '@portal/shared/ui';
import { PhoneField } from '../../phone/components/phone-field';
import { loginSchema, useRequestLoginCodeMutation } from '../api/request-login-code';
import { useLabels } from '../../../i18n/use-labels';

export interface PhoneLoginFormProps {
  /** Where 'Create Account' goes: registration, or the agent's page the client came from. */
  createAccountPath: string;
  onCodeSent: (sent: { attempt: string; mobilePhone: string }) => void;
  /** The phone field offers passkeys in its autofill (a passkey request waits for it). */
  passkeyAutofill?: boolean;
  /** A code is being asked for: any passkey request waiting on the field ends first. */
  onCodeRequest?: () => void;
  /** No code was sent (unregistered, too many): the field may offer passkeys again. */
  onCodeRefused?: () => void;
}

const LABELS = { mobilePhone: 'onboarding.fields.mobileNumber' };

interface Failure {
  message: string;
  notRegistered: boolean;
}

/** Mobile number and 'Get Security Code' (requirements §2); an unregistered number gets requirements §5's message. */
export function PhoneLoginForm({
  createAccountPath,
  onCodeSent,
  passkeyAutofill = false,
  onCodeRequest,
  onCodeRefused,
}: PhoneLoginFormProps) {
  const intl = useIntl();
  const [requestCode] = useRequestLoginCodeMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const formik = useFormik({
    initialValues: { mobilePhone: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ mobilePhone }) => {
      setFailure(null);
      onCodeRequest?.();
      try {
        const { attempt } = await requestCode({ mobilePhone: mobilePhone.replace(/\D/g, '') }).unwrap();
        onCodeSent({ attempt, mobilePhone });
      } catch (error) {
        setFailure({ message: errorMessage(error), notRegistered: (error as PortalApiError).status === 404 });
        onCodeRefused?.();
      }
    },
  });
  const form = useErrorSummary(formik, useLabels(LABELS));

  return (
    <form
      className="mf-onboarding-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: 'onboarding.login.formLabel' })}
    >
      <ErrorSummary {...form.summary} />
      <PhoneField
        {...form.field('mobilePhone')}
        value={formik.values.mobilePhone}
        passkeyAutofill={passkeyAutofill}
        onValueChange={(masked) => void formik.setFieldValue('mobilePhone', masked)}
      />
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure.message}
          {failure.notRegistered && (
            <>
              {' '}
              <Link to={createAccountPath}>{intl.formatMessage({ id: 'onboarding.createAccount.action' })}</Link>
            </>
          )}
        </p>
      )}
      <div className="mf-onboarding-form__actions">
        {/* Server-rendered: a tap before hydration is replayed after it (docs/adr/0043). */}
        <Button id="login-submit" {...{ [EARLY_CLICK_ATTRIBUTE]: '' }} type="submit" loading={formik.isSubmitting}>
          {intl.formatMessage({ id: 'onboarding.login.getCode' })}
        </Button>
      </div>
    </form>
  );
}
