import { useCallback, useState } from 'react';
import type { SignedIn } from '@portal/shared/contracts';
import { browserHasPasskeys } from '../lib/webauthn';

/**
 * Holds a text-code sign-in back while the passkey offer shows: the client goes on (`finish`)
 * once they add one or say not now. Without WebAuthn in the browser, it goes on at once.
 */
export function usePasskeyOffer(completeSignIn: (signedIn: SignedIn) => void) {
  const [pending, setPending] = useState<SignedIn | null>(null);
  const onVerified = useCallback(
    (signedIn: SignedIn) => (browserHasPasskeys() ? setPending(signedIn) : completeSignIn(signedIn)),
    [completeSignIn],
  );
  const finish = useCallback(() => {
    if (pending) completeSignIn(pending);
  }, [pending, completeSignIn]);
  return { pending, onVerified, finish };
}
