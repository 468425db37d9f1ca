import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@portal/shared';
import type { SignedIn } from '@portal/shared/contracts';
import type { TextDescriptor } from '@portal/shared/i18n';
import { type Text, useText } from '@portal/shared/i18n/react';
import { Button } from '@portal/shared/ui';
import { usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from '../api/passkey-sign-in';
import { useBrowserHasPasskeys } from '../hooks/use-browser-has-passkeys';
import { assertPasskey, wasDeclined } from '../lib/webauthn';

export const PASSKEY_SIGN_IN: TextDescriptor = { id: 'onboarding.passkeys.signIn' };
export const NO_PASSKEY_USED: TextDescriptor = { id: 'onboarding.passkeys.noneUsed' };

/**
 * 'Sign in with a passkey' on /login: no phone number, no text message. The browser offers the
 * passkeys it holds for this host only, so another tenant's never show up here.
 */
export function PasskeySignIn({
  onSignedIn,
  onStart,
  onFailure,
}: {
  onSignedIn: (signedIn: SignedIn) => void;
  /** Before the browser's dialog: the passkey autofill's waiting request ends (one ceremony at a time). */
  onStart?: () => void;
  /** The dialog did not sign in: the autofill may offer passkeys again. */
  onFailure?: () => void;
}) {
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = useSignInWithPasskeyMutation();
  const intl = useIntl();
  const text = useText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Text | null>(null);
  const supported = useBrowserHasPasskeys();
  if (!supported) return null;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    onStart?.();
    try {
      const response = await assertPasskey(await getOptions().unwrap());
      onSignedIn(await signIn({ response }).unwrap());
    } catch (error) {
      setFailure(wasDeclined(error) ? NO_PASSKEY_USED : errorMessage(error));
      setBusy(false);
      onFailure?.();
    }
  };

  return (
    <div className="mf-onboarding-passkey-sign-in">
      <p className="mf-onboarding-passkey-sign-in__or">{intl.formatMessage({ id: 'onboarding.passkeys.or' })}</p>
      <Button variant="secondary" onClick={() => void start()} loading={busy}>
        {text(PASSKEY_SIGN_IN)}
      </Button>
      {failure && (
        <p className="mf-onboarding-form__error" role="alert">
          {text(failure)}
        </p>
      )}
    </div>
  );
}
