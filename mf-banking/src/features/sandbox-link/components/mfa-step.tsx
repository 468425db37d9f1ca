import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@portal/shared/ui';

/** Link's multi-factor pane: the bank's question, answered with a code. */
export function MfaStep({
  prompt,
  error,
  onSubmit,
}: {
  prompt: string;
  error: string | null;
  onSubmit: (answer: string) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !answer) return;
    setBusy(true);
    try {
      await onSubmit(answer);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mf-banking-link__pane"
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'banking.link.mfa.form' })}
    >
      <p className="mf-banking-link__note">{prompt}</p>
      <TextField
        label={intl.formatMessage({ id: 'banking.link.mfa.code' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={answer}
        onChange={(event) => setAnswer(event.target.value.trim())}
        required
      />
      {error && (
        <p className="mf-banking-link__error" role="alert">
          {error}
        </p>
      )}
      <div className="mf-banking-link__actions">
        <Button type="submit" loading={busy} disabled={!answer}>
          <FormattedMessage id="banking.link.submit" />
        </Button>
      </div>
    </form>
  );
}
