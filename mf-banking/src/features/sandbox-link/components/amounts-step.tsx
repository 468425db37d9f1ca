import { type FormEvent, useState } from 'react';
import { Button, TextField } from '@portal/shared/ui';

/** Micro-deposits are under a dollar: 0.07 or .07. */
const AMOUNT = /^0?\.\d{2}$/;

/** Link's update mode for micro-deposits: the two small amounts seen on the bank statement. */
export function AmountsStep({
  accountLabel,
  error,
  locked,
  onSubmit,
}: {
  accountLabel: string | null;
  error: string | null;
  /** Too many wrong tries: nothing more can be entered. */
  locked: boolean;
  onSubmit: (amounts: [string, string]) => Promise<unknown>;
}) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [busy, setBusy] = useState(false);
  const [formatError, setFormatError] = useState<string | null>(null);
  const normalized = (value: string) => (value.startsWith('.') ? `0${value}` : value);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked) return;
    if (!AMOUNT.test(first.trim()) || !AMOUNT.test(second.trim())) {
      setFormatError('Enter each amount in dollars, for example 0.07.');
      return;
    }
    setFormatError(null);
    setBusy(true);
    try {
      await onSubmit([normalized(first.trim()), normalized(second.trim())]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mf-banking-link__pane"
      onSubmit={(event) => void submit(event)}
      aria-label="Verify the deposit amounts"
      noValidate
    >
      <p className="mf-banking-link__note">
        We sent two small deposits{accountLabel ? ` to ${accountLabel}` : ''}. Enter the amounts exactly as they appear
        on your bank statement.
      </p>
      <div className="mf-banking-link__amounts">
        <TextField
          label="First deposit"
          inputMode="decimal"
          placeholder="0.00"
          value={first}
          onChange={(event) => setFirst(event.target.value)}
          disabled={locked}
          required
        />
        <TextField
          label="Second deposit"
          inputMode="decimal"
          placeholder="0.00"
          value={second}
          onChange={(event) => setSecond(event.target.value)}
          disabled={locked}
          required
        />
      </div>
      {(formatError ?? error) && (
        <p className="mf-banking-link__error" role="alert">
          {formatError ?? error}
        </p>
      )}
      <div className="mf-banking-link__actions">
        <Button type="submit" loading={busy} disabled={locked}>
          Verify
        </Button>
      </div>
    </form>
  );
}
