import { useCallback, useState } from 'react';
import type { SignedIn } from '@portal/shared/contracts';
import { deviceCanHoldPasskey } from '../lib/webauthn';

/**
 * Holds a text-code sign-in back while the passkey offer shows: the client goes on (`finish`)
 * once they add one or say not now. On a device that cannot hold a passkey it goes on at once.
 */
export function usePasskeyOffer(completeSignIn: (signedIn: SignedIn) => void) {
  const [pending, setPending] = useState<SignedIn | null>(null);
  const onVerified = useCallback(
    async (signedIn: SignedIn) => {
      if (await deviceCanHoldPasskey()) setPending(signedIn);
      else completeSignIn(signedIn);
    },
    [completeSignIn],
  );
  const finish = useCallback(() => {
    if (pending) completeSignIn(pending);
  }, [pending, completeSignIn]);
  return { pending, onVerified, finish };
}
