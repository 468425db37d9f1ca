import { useState } from 'react';
import { errorMessage } from '@portal/shared';
import { Button, Spinner } from '@portal/shared/ui';
import { useGetPasskeysQuery } from '../api/passkey-list';
import { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation } from '../api/passkey-registration';
import { useBrowserHasPasskeys } from '../hooks/use-browser-has-passkeys';
import { createPasskey, wasDeclined } from '../lib/webauthn';
import { PasskeyItem } from './passkey-item';
import { PASSKEY_NOT_ADDED } from './passkey-offer';
import './passkeys.scss';

export const NO_PASSKEYS = 'You have no passkeys. You sign in with a code sent by text message.';

/** The 'Passkeys' section of /account: the client's passkeys (name, added, last used) and a way to add one. */
export function PasskeyList() {
  const { data: passkeys, isLoading, isError } = useGetPasskeysQuery();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const supported = useBrowserHasPasskeys();

  const add = async () => {
    setAdding(true);
    setFailure(null);
    try {
      await register({ response: await createPasskey(await getOptions({}).unwrap()) }).unwrap();
    } catch (error) {
      setFailure(wasDeclined(error) ? PASSKEY_NOT_ADDED : errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="mf-onboarding-passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      {isLoading ? (
        <Spinner label="Loading your passkeys" />
      ) : isError || !passkeys ? (
        <p className="mf-onboarding-form__error" role="alert">
          Your passkeys could not be loaded. Please reload the page.
        </p>
      ) : passkeys.length === 0 ? (
        <p className="mf-onboarding-form__note">{NO_PASSKEYS}</p>
      ) : (
        <ul className="mf-onboarding-passkeys__list">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {failure}
        </p>
      )}
      {supported && (
        <div className="mf-onboarding-form__actions">
          <Button variant="secondary" onClick={() => void add()} loading={adding}>
            Add a passkey
          </Button>
        </div>
      )}
    </section>
  );
}
