import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@portal/shared';
import type { TextDescriptor } from '@portal/shared/i18n';
import { type Text, useText } from '@portal/shared/i18n/react';
import { Button, Spinner } from '@portal/shared/ui';
import { useGetPasskeysQuery } from '../api/passkey-list';
import { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation } from '../api/passkey-registration';
import { useBrowserHasPasskeys } from '../hooks/use-browser-has-passkeys';
import { createPasskey, wasDeclined } from '../lib/webauthn';
import { PasskeyItem } from './passkey-item';
import { PASSKEY_NOT_ADDED } from './passkey-offer';
import './passkeys.scss';

export const NO_PASSKEYS: TextDescriptor = { id: 'onboarding.passkeys.none' };

/** The 'Passkeys' section of /account: the client's passkeys (name, added, last used) and a way to add one. */
export function PasskeyList() {
  const intl = useIntl();
  const text = useText();
  const { data: passkeys, isLoading, isError } = useGetPasskeysQuery();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<Text | null>(null);
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
      <h2 id="passkeys-title">{intl.formatMessage({ id: 'onboarding.passkeys.title' })}</h2>
      {isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'onboarding.passkeys.loading' })} />
      ) : isError || !passkeys ? (
        <p className="mf-onboarding-form__error" role="alert">
          {intl.formatMessage({ id: 'onboarding.passkeys.unavailable' })}
        </p>
      ) : passkeys.length === 0 ? (
        <p className="mf-onboarding-form__note">{text(NO_PASSKEYS)}</p>
      ) : (
        <ul className="mf-onboarding-passkeys__list">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {text(failure)}
        </p>
      )}
      {supported && (
        <div className="mf-onboarding-form__actions">
          <Button variant="secondary" onClick={() => void add()} loading={adding}>
            {intl.formatMessage({ id: 'onboarding.passkeys.add' })}
          </Button>
        </div>
      )}
    </section>
  );
}
