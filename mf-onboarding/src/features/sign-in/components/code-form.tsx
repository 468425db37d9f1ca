import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@portal/shared';
import type { TextDescriptor } from '@portal/shared/i18n';
import { type Text, useText } from '@portal/shared/i18n/react';
import { Button, ErrorSummary, TextField, useErrorSummary } from '@portal/shared/ui';
import { useResendCodeMutation } from '../api/resend-code';
import type { SignedIn } from '@portal/shared/contracts';
import { codeSchema, useVerifyCodeMutation } from '../api/verify-code';
import { useCountdown } from '../hooks/use-countdown';
import { attemptsLeftOf, attemptsLeftText, formatWait, retryAfterOf, withoutRetryTime } from '../lib/code-errors';
import { useLabels } from '../../../i18n/use-labels';

export const CODE_RESENT: TextDescriptor = { id: 'onboarding.code.resent' };
const LABELS = { code: 'onboarding.code.label' };

export interface CodeFormProps {
  tenantId: string;
  /** The sign-in attempt that registration or login answered. */
  attempt: string;
  onVerified: (signedIn: SignedIn) => void;
}

/**
 * Enter Code, Verify and Resend Code (requirements §2); 'Code must be 6 digits', 'Invalid Code'
 * (§5, §8), followed by the tries the code has left. While the phone may not be sent another
 * code, Resend Code waits, with the time left beside it.
 */
export function CodeForm({ tenantId, attempt, onVerified }: CodeFormProps) {
  const [verify] = useVerifyCodeMutation();
  const [resend] = useResendCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [notice, setNotice] = useState<Text | null>(null);
  const intl = useIntl();
  const text = useText();
  const lockout = useCountdown();
  const fail = (error: unknown) => {
    const wait = retryAfterOf(error);
    setFailure(wait ? withoutRetryTime(errorMessage(error)) : errorMessage(error));
    setAttemptsLeft(attemptsLeftOf(error));
    if (wait) lockout.start(wait);
  };

  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ code }) => {
      setFailure(null);
      setNotice(null);
      try {
        onVerified(await verify({ tenantId, attempt, code: code.trim() }).unwrap());
      } catch (error) {
        fail(error);
      }
    },
  });

  const form = useErrorSummary(formik, useLabels(LABELS));

  const resendCode = async () => {
    setFailure(null);
    setNotice(null);
    try {
      await resend({ tenantId, attempt }).unwrap();
      setNotice(CODE_RESENT);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form
      className="mf-onboarding-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={intl.formatMessage({ id: 'onboarding.code.formLabel' })}
    >
      <ErrorSummary {...form.summary} />
      <TextField
        {...form.field('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={intl.formatMessage({ id: 'onboarding.code.hint' })}
      />
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure}
          {attemptsLeft !== null && (
            <span className="mf-onboarding-form__detail"> {text(attemptsLeftText(attemptsLeft))}</span>
          )}
        </p>
      )}
      <p className="mf-onboarding-form__success" role="status">
        {notice && text(notice)}
      </p>
      <div className="mf-onboarding-form__actions">
        <Button type="submit" loading={formik.isSubmitting}>
          {intl.formatMessage({ id: 'onboarding.code.verify' })}
        </Button>
        <Button variant="secondary" onClick={resendCode} disabled={formik.isSubmitting || lockout.secondsLeft > 0}>
          {intl.formatMessage({ id: 'onboarding.code.resend' })}
        </Button>
      </div>
      {lockout.secondsLeft > 0 && (
        <p className="mf-onboarding-form__hint">
          {intl.formatMessage({ id: 'onboarding.code.wait' }, { wait: formatWait(lockout.secondsLeft) })}
        </p>
      )}
    </form>
  );
}
