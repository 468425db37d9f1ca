import { useEffect, useState } from 'react';
import { browserHasPasskeys } from '../lib/webauthn';

/**
 * Whether the browser has WebAuthn, known only after hydration: server-rendered screens are drawn
 * without passkeys, and the first render in the browser must match them (a mismatch re-renders
 * the page and drops what the person already typed).
 */
export function useBrowserHasPasskeys(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  return supported;
}
