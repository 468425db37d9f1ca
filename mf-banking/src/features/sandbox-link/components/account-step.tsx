import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@portal/shared/ui';
import type { SandboxAccountView } from '@portal/shared/contracts';
import { masked } from '../../../lib/mask';

/** Keeps the name and the detail apart in the radio's accessible name (a space, not a word). */
const WORD_SPACE = ' ';

/** Link's account pane: which of the bank's accounts to connect. */
export function AccountStep({
  accounts,
  error,
  onSubmit,
}: {
  accounts: SandboxAccountView[];
  error: string | null;
  onSubmit: (accountId: string) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(accounts.length === 1 ? accounts[0]!.id : null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !chosen) return;
    setBusy(true);
    try {
      await onSubmit(chosen);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mf-banking-link__pane"
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'banking.link.account.form' })}
    >
      <fieldset className="mf-banking-link__accounts">
        <legend>
          <FormattedMessage id="banking.link.account.legend" />
        </legend>
        {accounts.map((account) => (
          <label key={account.id} className="mf-banking-link__account">
            <input
              type="radio"
              name="account"
              value={account.id}
              checked={chosen === account.id}
              onChange={() => setChosen(account.id)}
            />
            <span>
              {account.name}
              {WORD_SPACE}
              <span className="mf-banking-link__account-detail">
                {[
                  account.subtype &&
                    intl.formatMessage({ id: 'banking.link.account.subtype' }, { subtype: account.subtype }),
                  account.mask && masked(account.mask),
                ]
                  .filter(Boolean)
                  .join(' ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="mf-banking-link__error" role="alert">
          {error}
        </p>
      )}
      <div className="mf-banking-link__actions">
        <Button type="submit" loading={busy} disabled={!chosen}>
          <FormattedMessage id="banking.link.continue" />
        </Button>
      </div>
    </form>
  );
}
