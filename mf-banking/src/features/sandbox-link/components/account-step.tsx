import { type FormEvent, useState } from 'react';
import { Button } from '@portal/shared/ui';
import type { SandboxAccountView } from '@portal/shared/contracts';

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
    <form className="mf-banking-link__pane" onSubmit={(event) => void submit(event)} aria-label="Choose an account">
      <fieldset className="mf-banking-link__accounts">
        <legend>Select the account to link</legend>
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
              {/* The space keeps the name and the detail apart in the radio's accessible name. */}
              {account.name}{' '}
              <span className="mf-banking-link__account-detail">
                {account.subtype}
                {account.mask ? ` ••••${account.mask}` : ''}
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
          Continue
        </Button>
      </div>
    </form>
  );
}
