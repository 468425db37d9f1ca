import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText, type Text } from '@portal/shared/i18n/react';
import { errorText } from '@portal/shared';
import { Button, TextField } from '@portal/shared/ui';
import {
  codeSchema,
  useSendStepUpCodeMutation,
  useStepUpPasskeyOptionsMutation,
  useStepUpWithCodeMutation,
  useStepUpWithPasskeyMutation,
} from '../api/step-up';
import './step-up-panel.scss';

const NO_PASSKEY_USED: Text = { id: 'transfers.stepUp.noPasskeyUsed' };

export interface StepUpPanelProps {
  transferId: string;
  /** The server's words (in the request's language): why it asks. */
  message: string;
  /** The client has a passkey for this site: ask for it first. */
  passkey: boolean;
  /** The proof is in: start again. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Asked before a start above the tenant's amount: a fresh passkey, or a code texted to the
 * client's phone. The browser's passkey library loads only if the client uses it.
 */
export function StepUpPanel({ transferId, message, passkey, onConfirmed, onCancel }: StepUpPanelProps) {
  const [method, setMethod] = useState<'passkey' | 'code'>(passkey ? 'passkey' : 'code');
  const [attempt, setAttempt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Text | null>(null);
  const intl = useIntl();
  const text = useText();
  const [getOptions] = useStepUpPasskeyOptionsMutation();
  const [withPasskey] = useStepUpWithPasskeyMutation();
  const [sendCode] = useSendStepUpCodeMutation();
  const [withCode] = useStepUpWithCodeMutation();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      setFailure(name === 'NotAllowedError' || name === 'AbortError' ? NO_PASSKEY_USED : errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmWithPasskey = () =>
    run(async () => {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const options = await getOptions({ transferId }).unwrap();
      const response = await startAuthentication({ optionsJSON: options as never });
      await withPasskey({ transferId, response }).unwrap();
      onConfirmed();
    });

  const textCode = () =>
    run(async () => {
      setAttempt((await sendCode({ transferId }).unwrap()).attempt);
    });

  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: ({ code }) =>
      run(async () => {
        await withCode({ transferId, attempt: attempt!, code: code.trim() }).unwrap();
        onConfirmed();
      }),
  });

  return (
    <section className="mf-transfers-step-up" aria-labelledby="step-up-title">
      <h2 id="step-up-title">
        <FormattedMessage id="transfers.stepUp.title" />
      </h2>
      <p>{message}</p>
      {method === 'passkey' ? (
        <div className="mf-transfers-form__actions">
          <Button onClick={() => void confirmWithPasskey()} loading={busy}>
            <FormattedMessage id="transfers.stepUp.withPasskey" />
          </Button>
          <Button variant="link" onClick={() => setMethod('code')} disabled={busy}>
            <FormattedMessage id="transfers.stepUp.textInstead" />
          </Button>
        </div>
      ) : attempt ? (
        <form
          noValidate
          onSubmit={formik.handleSubmit}
          aria-label={intl.formatMessage({ id: 'transfers.stepUp.codeForm' })}
        >
          <TextField
            label={intl.formatMessage({ id: 'transfers.stepUp.codeLabel' })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={formik.values.code}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched.code && formik.errors.code ? text(formik.errors.code) : undefined}
            hint={intl.formatMessage({ id: 'transfers.stepUp.codeHint' })}
          />
          <div className="mf-transfers-form__actions">
            <Button type="submit" loading={busy}>
              <FormattedMessage id="transfers.stepUp.confirm" />
            </Button>
          </div>
        </form>
      ) : (
        <div className="mf-transfers-form__actions">
          <Button onClick={() => void textCode()} loading={busy}>
            <FormattedMessage id="transfers.stepUp.textCode" />
          </Button>
        </div>
      )}
      {failure && (
        <p className="mf-transfers-form__error" role="alert">
          {text(failure)}
        </p>
      )}
      <Button variant="link" onClick={onCancel} disabled={busy}>
        <FormattedMessage id="transfers.stepUp.cancel" />
      </Button>
    </section>
  );
}
