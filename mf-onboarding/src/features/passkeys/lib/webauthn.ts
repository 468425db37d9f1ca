/**
 * The browser's side of a passkey ceremony, through @simplewebauthn/browser, loaded only when a
 * ceremony starts: /account does not carry it until it is needed, and /login fetches it after
 * hydration, and only where the browser offers passkey autofill (ADR 0097).
 */
import type { PasskeyOptions } from '@portal/shared/contracts';

/** Whether this browser can make and use passkeys at all (the offer and the button hide otherwise). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Whether this device itself can hold a passkey (fingerprint, face, screen lock): only then is a
 * passkey offered after a text code. Elsewhere /account and the /login button still work with a
 * phone or a security key.
 */
export async function deviceCanHoldPasskey(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const check = window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

/**
 * Whether the browser offers passkeys in a field's own autofill list (WebAuthn conditional
 * mediation): only then does /login ask for a challenge as it opens (ADR 0097).
 */
export async function browserOffersPasskeyAutofill(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const check = (window.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> })
    .isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

type Library = typeof import('@simplewebauthn/browser');
let loaded: Library | null = null;
/** The library, fetched by the first ceremony; kept so that a waiting one can be ended at once. */
async function library(): Promise<Library> {
  loaded ??= await import('@simplewebauthn/browser');
  return loaded;
}

export async function createPasskey(options: PasskeyOptions): Promise<unknown> {
  return (await library()).startRegistration({ optionsJSON: options as never });
}

export async function assertPasskey(options: PasskeyOptions): Promise<unknown> {
  return (await library()).startAuthentication({ optionsJSON: options as never });
}

/**
 * Waits, without any dialog, for the person to pick a passkey in the autofill list of the field
 * whose `autocomplete` ends in `webauthn`. Starting any other ceremony ends this one (the
 * library keeps one at a time: WebAuthnAbortService).
 */
export async function autofillPasskey(options: PasskeyOptions): Promise<unknown> {
  return (await library()).startAuthentication({ optionsJSON: options as never, useBrowserAutofill: true });
}

/** Ends the ceremony that is waiting, if any, before a text code or another ceremony goes ahead. */
export function cancelPasskeyCeremony(): void {
  loaded?.WebAuthnAbortService.cancelCeremony();
}

/**
 * Ended by the page: a ceremony when another one started or the person asked for a code, a
 * request when a sign-out dropped every request in flight.
 */
export function wasAborted(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** The person closed the browser's dialog, or it found no passkey of theirs for this site. */
export function wasDeclined(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
