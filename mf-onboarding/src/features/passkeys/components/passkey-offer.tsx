import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@portal/shared';
import type { SignedIn } from '@portal/shared/contracts';
import type { TextDescriptor } from '@portal/shared/i18n';
import { type Text, useText } from '@portal/shared/i18n/react';
import { Button, Spinner } from '@portal/shared/ui';
import {
  useHasPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
} from '../api/passkey-registration';
import { createPasskey, wasDeclined } from '../lib/webauthn';
import './passkeys.scss';

export const PASSKEY_OFFER_TITLE: TextDescriptor = { id: 'onboarding.passkeys.offer.title' };
export const PASSKEY_ADDED: TextDescriptor = { id: 'onboarding.passkeys.added' };
export const PASSKEY_NOT_ADDED: TextDescriptor = { id: 'onboarding.passkeys.notAdded' };

/**
 * Right after a text-code sign-in (the only moment a new session is fresh enough to add one):
 * offers a passkey, then lets the client go on either way. A client who has one already goes on.
 */
export function PasskeyOffer({ signedIn, onDone }: { signedIn: SignedIn; onDone: () => void }) {
  const { token } = signedIn;
  const intl = useIntl();
  const text = useText();
  const existing = useHasPasskeysQuery({ token });
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ added: boolean; message: Text } | null>(null);
  const hasOne = existing.data === true;
  // Nothing to offer to a client who has a passkey already: go on.
  useEffect(() => {
    if (hasOne) onDone();
  }, [hasOne, onDone]);

  if (existing.isLoading || hasOne) return <Spinner />;

  const add = async () => {
    setBusy(true);
    try {
      const response = await createPasskey(await getOptions({ token }).unwrap());
      await register({ token, response }).unwrap();
      setOutcome({ added: true, message: PASSKEY_ADDED });
    } catch (error) {
      setOutcome({ added: false, message: wasDeclined(error) ? PASSKEY_NOT_ADDED : errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mf-onboarding-passkey-offer" aria-labelledby="passkey-offer-title">
      <h2 id="passkey-offer-title">{text(PASSKEY_OFFER_TITLE)}</h2>
      {outcome ? (
        <>
          <p className={outcome.added ? 'mf-onboarding-form__success' : 'mf-onboarding-form__error'} role="status">
            {text(outcome.message)}
          </p>
          <div className="mf-onboarding-form__actions">
            <Button onClick={onDone}>{intl.formatMessage({ id: 'onboarding.continue' })}</Button>
          </div>
        </>
      ) : (
        <>
          <p className="mf-onboarding__lead">{intl.formatMessage({ id: 'onboarding.passkeys.offer.lead' })}</p>
          <div className="mf-onboarding-form__actions">
            <Button onClick={() => void add()} loading={busy}>
              {intl.formatMessage({ id: 'onboarding.passkeys.add' })}
            </Button>
            <Button variant="secondary" onClick={onDone} disabled={busy}>
              {intl.formatMessage({ id: 'onboarding.passkeys.notNow' })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
