/**
 * The redirect rules of requirements §2, as one pure function of where the user is and what the
 * shell knows about the session. The SessionGuard applies it on every navigation; the table
 * in redirect-rules.test.ts is the specification of its behaviour.
 */
import {
  partnerKeyFromPath,
  partnerPath,
  pathWithQuery,
  QUERY_PARAMS,
  ROUTES,
  routeFromPartnerPath,
} from '@portal/shared';
import { isPublicPath } from '@portal/shared/page';
import { rootRedirect, type SignedInClient } from './root-redirect';

export interface SessionFacts {
  signedIn: boolean;
  /** The signed-in client (null for a visitor). */
  client: SignedInClient | null;
  /**
   * Whether SSN and date of birth are both stored; null when unknown (the sensitive-data call
   * failed: requirements §8 only logs that, so no rule acts on it except the Initiated one).
   */
  identityComplete: boolean | null;
  /** A transfer of the client's in status Initiated, not yet marked viewed. */
  initiatedTransferId: string | null;
  /**
   * A payout (a disbursement in status sent) waiting for the client to accept it. Accepting
   * one needs no SSN or date of birth (requirements §2), so the history that offers it is open
   * to a client without them.
   */
  waitingPayoutId: string | null;
}

export interface Redirect {
  to: string;
  /** Save this transfer with status viewed before going (requirements §4: Initiated becomes viewed). */
  markViewed?: string;
}

/** Pages for visitors: a signed-in client is sent on from them. */
const VISITOR_PAGES: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.createAccount, ROUTES.accountVerification]);

export function redirectFor(location: { pathname: string; search: string }, facts: SessionFacts): Redirect | null {
  const { pathname, search } = location;
  const { signedIn, client, identityComplete, initiatedTransferId } = facts;

  if (!signedIn) {
    // A visitor goes to registration from everything but /login, /partner paths and the
    // registration steps before the code is verified.
    return pathname !== ROUTES.root && isPublicPath(pathname) ? null : { to: ROUTES.createAccount };
  }

  // Inside an agent's flow the agent's key stays on every step.
  const partnerKey = partnerKeyFromPath(pathname);
  const route = routeFromPartnerPath(pathname) ?? pathname;
  const inFlow = (step: string) => (partnerKey === null ? step : partnerPath(step, partnerKey));

  if (initiatedTransferId) {
    const step = identityComplete ? ROUTES.stepSelectAccount : ROUTES.step2;
    return {
      to: pathWithQuery(inFlow(step), { [QUERY_PARAMS.goToTransfer]: initiatedTransferId }),
      markViewed: initiatedTransferId,
    };
  }

  if (pathname === ROUTES.root) return { to: rootRedirect(client) };

  const acceptingDisbursement = new URLSearchParams(search).has(QUERY_PARAMS.disbursement);
  const payoutInHistory = facts.waitingPayoutId !== null && route === ROUTES.transferHistory;
  if (identityComplete === false && !acceptingDisbursement && !payoutInHistory && route !== ROUTES.step2) {
    return { to: `${inFlow(ROUTES.step2)}${search}` };
  }
  // With SSN and date of birth stored, the identity step is skipped.
  if (identityComplete === true && route === ROUTES.step2)
    return { to: `${inFlow(ROUTES.stepSelectAccount)}${search}` };

  // The visitor pages send a signed-in client on, as '/' would; the agent's landing page stays
  // reachable (visiting it keeps the agent in the session for the next transfer).
  const onAgentPage = partnerKey !== null && route === ROUTES.createAccount;
  if (VISITOR_PAGES.has(route) && !onAgentPage) return { to: rootRedirect(client) };
  return null;
}
