import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@portal/shared/ui';
import type { SandboxInstitutionView } from '@portal/shared/contracts';

/** Link's login pane: the bank's own username and password (sandbox: user_good / pass_good). */
export function CredentialsStep({
  institution,
  error,
  onSubmit,
  onBack,
}: {
  institution: SandboxInstitutionView;
  error: string | null;
  onSubmit: (credentials: { username: string; password: string }) => Promise<unknown>;
  onBack: () => void;
}) {
  const intl = useIntl();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !username || !password) return;
    setBusy(true);
    try {
      await onSubmit({ username, password });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mf-banking-link__pane"
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'banking.link.credentials.form' })}
    >
      <p className="mf-banking-link__note">
        <FormattedMessage id="banking.link.credentials.note" values={{ institution: institution.name }} />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'banking.link.credentials.username' })}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        required
      />
      <TextField
        label={intl.formatMessage({ id: 'banking.link.credentials.password' })}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        required
      />
      {error && (
        <p className="mf-banking-link__error" role="alert">
          {error}
        </p>
      )}
      <div className="mf-banking-link__actions">
        <Button type="submit" loading={busy} disabled={!username || !password}>
          <FormattedMessage id="banking.link.submit" />
        </Button>
        <Button variant="link" onClick={onBack} disabled={busy}>
          <FormattedMessage id="banking.link.back" />
        </Button>
      </div>
    </form>
  );
}
