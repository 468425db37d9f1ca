import type { BrowserContext } from '@playwright/test';
import { E2E_PORT } from './environment';
// The same helpers the bundle benchmark uses, so both see the same signed-in shell.
import { createSignedInSession, signedInSessionScript, type SignedInSession } from './signed-in-session.mjs';

export type { SignedInSession };

/**
 * Signs a new client of `tenant` in for real (registration, the texted code, step-2's data)
 * and puts the session into sessionStorage before the page loads, as the shell keeps it. The
 * shell checks the session with the API, so a made-up token would be signed out.
 */
export async function useSignedInSession(
  context: BrowserContext,
  { tenant = 'demo', identity = true }: { tenant?: string; identity?: boolean } = {},
): Promise<SignedInSession> {
  const session = await createSignedInSession({ port: E2E_PORT, tenant, identity });
  await context.addInitScript(signedInSessionScript(session));
  return session;
}

/** Counts React DOM renderers: each copy of react-dom on the page registers with this hook. */
export async function countReactDomCopies(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __reactDomCopies: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactDomCopies = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject() {
        w.__reactDomCopies += 1;
        return w.__reactDomCopies;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}
