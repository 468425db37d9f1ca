import type { BrowserContext } from '@playwright/test';
// The same script the bundle benchmark uses, so both see the same signed-in shell.
import { DEMO_CLIENT, signedInSessionScript } from './signed-in-session.mjs';

/**
 * Puts a signed-in session into sessionStorage before the page loads. Until the onboarding
 * flow exists end to end, this is how tests reach the signed-in shell (side menu, protected
 * routes); the API itself is not involved in what these tests check.
 */
export async function useSignedInSession(context: BrowserContext, client = DEMO_CLIENT) {
  await context.addInitScript(signedInSessionScript(client));
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
