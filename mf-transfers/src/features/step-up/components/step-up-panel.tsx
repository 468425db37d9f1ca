import { useFormik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '@portal/shared';
import { Button, TextField } from '@portal/shared/ui';
import {
  codeSchema,
  useSendStepUpCodeMutation,
  useStepUpPasskeyOptionsMutation,
  useStepUpWithCodeMutation,
  useStepUpWithPasskeyMutation,
} from '../api/step-up';
import './step-up-panel.scss';

export const STEP_UP_TITLE = 'Confirm it is you';
const NO_PASSKEY_USED = 'No passkey was used. Try again, or get a code by text message instead.';

export interface StepUpPanelProps {
  transferId: string;
  /** The server's words: why it asks. */
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
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(name === 'NotAllowedError' || name === 'AbortError' ? NO_PASSKEY_USED : errorMessage(error));
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
      <h2 id="step-up-title">{STEP_UP_TITLE}</h2>
      <p>{message}</p>
      {method === 'passkey' ? (
        <div className="mf-transfers-form__actions">
          <Button onClick={() => void confirmWithPasskey()} loading={busy}>
            Confirm with your passkey
          </Button>
          <Button variant="link" onClick={() => setMethod('code')} disabled={busy}>
            Text me a code instead
          </Button>
        </div>
      ) : attempt ? (
        <form noValidate onSubmit={formik.handleSubmit} aria-label="Confirm with a code">
          <TextField
            label="Enter Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={formik.values.code}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched.code ? formik.errors.code : undefined}
            hint="The 6-digit code we just sent by text message"
          />
          <div className="mf-transfers-form__actions">
            <Button type="submit" loading={busy}>
              Confirm
            </Button>
          </div>
        </form>
      ) : (
        <div className="mf-transfers-form__actions">
          <Button onClick={() => void textCode()} loading={busy}>
            Text me a code
          </Button>
        </div>
      )}
      {failure && (
        <p className="mf-transfers-form__error" role="alert">
          {failure}
        </p>
      )}
      <Button variant="link" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </section>
  );
}
