/**
 * The browser's side of a passkey ceremony, through @simplewebauthn/browser, loaded only when a
 * ceremony starts: the login and account screens do not carry it until it is needed.
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

export async function createPasskey(options: PasskeyOptions): Promise<unknown> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as never });
}

export async function assertPasskey(options: PasskeyOptions): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as never });
}

/** The person closed the browser's dialog, or it found no passkey of theirs for this site. */
export function wasDeclined(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
