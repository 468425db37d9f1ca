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
  /**
   * Where the page's query says a visitor was going (signInPlace): ?next=, or a transfer
   * request's verified link. Only the visitor pages carry one.
   */
  place: string | null;
  /** A place kept from sign-in while the rules sent the client elsewhere first (step-2). */
  keptPlace: string | null;
}

export interface Redirect {
  to: string;
  /** Save this transfer with status viewed before going (requirements §4: Initiated becomes viewed). */
  markViewed?: string;
  /** Keep this place for the session: the client goes on there once the rules let them. */
  keepPlace?: string;
  /** The kept place is overtaken by an Initiated transfer: forget it (the guard also does once it is reached). */
  forgetPlace?: true;
}

/** Pages for visitors: a signed-in client is sent on from them. */
const VISITOR_PAGES: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.createAccount, ROUTES.accountVerification]);

/** A path and query as the rules compare places. */
function locationOf(place: string): { pathname: string; search: string } {
  const query = place.indexOf('?');
  return query === -1
    ? { pathname: place, search: '' }
    : { pathname: place.slice(0, query), search: place.slice(query) };
}

export function redirectFor(location: { pathname: string; search: string }, facts: SessionFacts): Redirect | null {
  const { pathname, search } = location;
  const { signedIn, client, identityComplete, initiatedTransferId, keptPlace } = facts;

  if (!signedIn) {
    // A visitor goes to registration from everything but /login, /partner paths and the
    // registration steps before the code is verified; the page they opened goes along, to
    // be where they land after the code (docs/requirements.md, portal decisions).
    if (pathname === ROUTES.root) return { to: ROUTES.createAccount };
    if (isPublicPath(pathname)) return null;
    return { to: pathWithQuery(ROUTES.createAccount, { [QUERY_PARAMS.next]: `${pathname}${search}` }) };
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
      // The tenant's Initiated request takes the client, wherever they were going.
      ...(keptPlace ? { forgetPlace: true as const } : {}),
    };
  }

  // A kept place, once the rules let the client in, is where they go next (the guard forgets
  // it when they are there).
  if (keptPlace && keptPlace !== `${pathname}${search}`) {
    if (redirectFor(locationOf(keptPlace), { ...facts, keptPlace: null, place: null }) === null) {
      return { to: keptPlace };
    }
  }

  if (pathname === ROUTES.root) return { to: rootRedirect(client) };

  // Signed in on a visitor page that says where the visitor was going (a code just verified,
  // or another tab's session arriving): there, before any other rule, and kept, so that after
  // step-2 (which the rules may send them to first) they go on there.
  const onAgentPage = partnerKey !== null && route === ROUTES.createAccount;
  const onVisitorPage = VISITOR_PAGES.has(route) && !onAgentPage;
  const place = onVisitorPage && facts.place && isPlace(facts.place) ? facts.place : null;
  if (place) return { to: place, keepPlace: place };

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
  if (onVisitorPage) return { to: rootRedirect(client) };
  return null;
}

/** A place worth going to after sign-in: not '/' nor a visitor page, which would only send the client on. */
function isPlace(place: string): boolean {
  const { pathname } = locationOf(place);
  return pathname !== ROUTES.root && !isPublicPath(pathname);
}
