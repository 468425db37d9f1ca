import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@portal/shared';
import type { Text } from '@portal/shared/i18n/react';
import type { PasskeyOptions, SignedIn } from '@portal/shared/contracts';
import { usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from '../api/passkey-sign-in';
import { autofillPasskey, browserOffersPasskeyAutofill, cancelPasskeyCeremony, wasAborted } from '../lib/webauthn';

/** A challenge lives 5 minutes on the server: the waiting request is renewed a little before. */
const RENEW_BEFORE_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/**
 * An answer sooner than this after the request started came from the browser, not a person
 * (an authenticator that answers by itself, as a test's virtual one does): not tried again, so
 * a refused passkey cannot loop.
 */
const PERSON_MS = 2_000;

export interface PasskeyAutofill {
  /** A request waits for a pick in the phone field's autofill: the field then carries the `webauthn` token. */
  active: boolean;
  /** Why the passkey picked in the autofill did not sign in. */
  failure: Text | null;
  /** Ends the waiting request before another way of signing in (one WebAuthn ceremony at a time). */
  stop: () => void;
  /** Offers passkeys in the field again, after that other way did not sign in. */
  resume: () => void;
}

/**
 * Passkey autofill on /login (WebAuthn conditional UI, ADR 0097): where the browser supports it
 * and `enabled` says the phone field is shown, a sign-in challenge is asked for and the browser
 * lists this host's passkeys among the field's suggestions; picking one signs in like 'Sign in
 * with a passkey'. Asking for a code or pressing that button first calls `stop`.
 */
export function usePasskeyAutofill(onSignedIn: (signedIn: SignedIn) => void, enabled: boolean): PasskeyAutofill {
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = useSignInWithPasskeyMutation();
  const [available, setAvailable] = useState(false);
  const [stopped, setStopped] = useState(false);
  /** Each round is one challenge and one waiting request; a new round replaces the last. */
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<Text | null>(null);
  /** The round whose request waits in the browser, if any (only then is there anything to end). */
  const waiting = useRef<object | null>(null);
  const latestOnSignedIn = useRef(onSignedIn);
  useEffect(() => {
    latestOnSignedIn.current = onSignedIn;
  }, [onSignedIn]);

  // After hydration only: the server-rendered field has no `webauthn` token (the first render must match it).
  useEffect(() => {
    let live = true;
    void browserOffersPasskeyAutofill().then((offered) => live && setAvailable(offered));
    return () => {
      live = false;
    };
  }, []);

  const active = available && enabled && !stopped;

  useEffect(() => {
    if (!active) return;
    let live = true;
    let renewal: ReturnType<typeof setTimeout> | undefined;
    const thisRound = {};
    const end = () => {
      if (waiting.current !== thisRound) return;
      waiting.current = null;
      cancelPasskeyCeremony();
    };
    // A request that ended settles after the next round may have begun: only its own round's mark is cleared.
    const settled = () => {
      if (waiting.current === thisRound) waiting.current = null;
      clearTimeout(renewal);
    };

    void (async () => {
      let options: PasskeyOptions;
      try {
        options = await getOptions().unwrap();
      } catch (error) {
        // Cut off by a sign-out that settled just now (it drops every request in flight): once
        // more. Otherwise (the network's budget, say) no autofill: the button and the code work.
        if (live && wasAborted(error)) setRound((value) => value + 1);
        return;
      }
      if (!live) return;
      const lifetime = typeof options.timeout === 'number' ? options.timeout : DEFAULT_TIMEOUT_MS;
      renewal = setTimeout(
        () => {
          end();
          setRound((value) => value + 1);
        },
        Math.max(RENEW_BEFORE_MS, lifetime - RENEW_BEFORE_MS),
      );
      const startedAt = Date.now();
      let response: unknown;
      waiting.current = thisRound;
      try {
        response = await autofillPasskey(options);
      } catch (error) {
        settled();
        // Ended by the page (a code, the button, a renewal) or refused at once by the browser:
        // nothing to say. A person who dismissed the browser's prompt gets the offer again.
        if (live && !wasAborted(error) && Date.now() - startedAt >= PERSON_MS) setRound((value) => value + 1);
        return;
      }
      settled();
      if (!live) return;
      const byPerson = Date.now() - startedAt >= PERSON_MS;
      try {
        latestOnSignedIn.current(await signIn({ response }).unwrap());
      } catch (error) {
        if (!live) return;
        if (!wasAborted(error)) setFailure(errorText(error));
        if (byPerson || wasAborted(error)) setRound((value) => value + 1);
      }
    })();

    return () => {
      live = false;
      clearTimeout(renewal);
      end();
    };
  }, [active, round, getOptions, signIn]);

  const stop = useCallback(() => {
    if (waiting.current) {
      waiting.current = null;
      cancelPasskeyCeremony();
    }
    setFailure(null);
    setStopped(true);
  }, []);
  const resume = useCallback(() => setStopped(false), []);

  return { active, failure, stop, resume };
}
