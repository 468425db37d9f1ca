import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@portal/shared/ui';

/** Micro-deposits are under a dollar: 0.07 or .07. */
const AMOUNT = /^0?\.\d{2}$/;
/** An amount's shape, the same in both languages (es-US writes cents after a point too). */
const AMOUNT_PLACEHOLDER = '0.00';

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
  const intl = useIntl();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [busy, setBusy] = useState(false);
  const [formatError, setFormatError] = useState<string | null>(null);
  const normalized = (value: string) => (value.startsWith('.') ? `0${value}` : value);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked) return;
    if (!AMOUNT.test(first.trim()) || !AMOUNT.test(second.trim())) {
      setFormatError(intl.formatMessage({ id: 'banking.link.amounts.format' }));
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
      aria-label={intl.formatMessage({ id: 'banking.link.amounts.form' })}
      noValidate
    >
      <p className="mf-banking-link__note">
        {accountLabel ? (
          <FormattedMessage id="banking.link.amounts.noteTo" values={{ account: accountLabel }} />
        ) : (
          <FormattedMessage id="banking.link.amounts.note" />
        )}
      </p>
      <div className="mf-banking-link__amounts">
        <TextField
          label={intl.formatMessage({ id: 'banking.link.amounts.first' })}
          inputMode="decimal"
          placeholder={AMOUNT_PLACEHOLDER}
          value={first}
          onChange={(event) => setFirst(event.target.value)}
          disabled={locked}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'banking.link.amounts.second' })}
          inputMode="decimal"
          placeholder={AMOUNT_PLACEHOLDER}
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
          <FormattedMessage id="banking.link.amounts.verify" />
        </Button>
      </div>
    </form>
  );
}
