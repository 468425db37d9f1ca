import { useEffect, useState } from 'react';
import { errorMessage } from '@portal/shared';
import type { SignedIn } from '@portal/shared/contracts';
import { Button, Spinner } from '@portal/shared/ui';
import {
  useHasPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
} from '../api/passkey-registration';
import { createPasskey, wasDeclined } from '../lib/webauthn';
import './passkeys.scss';

export const PASSKEY_OFFER_TITLE = 'Sign in faster next time with a passkey';
export const PASSKEY_ADDED = 'Passkey added. Next time, choose Sign in with a passkey.';
export const PASSKEY_NOT_ADDED = 'No passkey was added. You can add one later under Your Account.';

/**
 * Right after a text-code sign-in (the only moment a new session is fresh enough to add one):
 * offers a passkey, then lets the client go on either way. A client who has one already goes on.
 */
export function PasskeyOffer({ signedIn, onDone }: { signedIn: SignedIn; onDone: () => void }) {
  const { token } = signedIn;
  const existing = useHasPasskeysQuery({ token });
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ added: boolean; message: string } | null>(null);
  const hasOne = existing.data === true;
  // Nothing to offer to a client who has a passkey already: go on.
  useEffect(() => {
    if (hasOne) onDone();
  }, [hasOne, onDone]);

  if (existing.isLoading || hasOne) return <Spinner label="Loading" />;

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
      <h2 id="passkey-offer-title">{PASSKEY_OFFER_TITLE}</h2>
      {outcome ? (
        <>
          <p className={outcome.added ? 'mf-onboarding-form__success' : 'mf-onboarding-form__error'} role="status">
            {outcome.message}
          </p>
          <div className="mf-onboarding-form__actions">
            <Button onClick={onDone}>Continue</Button>
          </div>
        </>
      ) : (
        <>
          <p className="mf-onboarding__lead">
            Use your fingerprint, face or screen lock instead of waiting for a text message. The passkey stays on your
            device and works only on this site.
          </p>
          <div className="mf-onboarding-form__actions">
            <Button onClick={() => void add()} loading={busy}>
              Add a passkey
            </Button>
            <Button variant="secondary" onClick={onDone} disabled={busy}>
              Not now
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
