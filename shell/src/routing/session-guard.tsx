/**
 * Applies the redirect rules of requirements §2 on every navigation, from what the API says about the
 * signed-in client: that the client exists ('Client not found, please login' and a logout after
 * 2 seconds otherwise), whether SSN and date of birth are stored, whether a transfer waits
 * in status Initiated (marked viewed, then the client is routed into the flow), and whether a
 * payout waits to be accepted (open without SSN and date of birth).
 */
import { type ReactNode, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate } from '@portal/shared/router';
import {
  hasIdentity,
  keepPlace,
  readKeptPlace,
  ROUTES,
  selectClient,
  selectIsSignedIn,
  sessionApi,
  setClient,
  skipToken,
  subscribeKeptPlace,
  useAppDispatch,
  useAppSelector,
  useGetSensitiveDataQuery,
  useGetSessionClientQuery,
  type PortalApiError,
} from '@portal/shared';
import { LOGOUT_DELAY_MS } from '@portal/shared/constants';
import { useText } from '@portal/shared/i18n/react';
import { useIntl } from 'react-intl';
import { Spinner } from '@portal/shared/ui';
import { signOutUnderWay, takeRequestedSignOut, useLogOut } from '../layout/use-log-out';
import { redirectFor, type Redirect } from './redirect-rules';
import { identityCheckArg } from './session-checks';
import { useSignInPlace } from './sign-in-place';
import { isAskingOtherTabs, subscribeAskingOtherTabs } from '../session/tab-session';
import { isPublicPath } from '@portal/shared/page';
import { useGetInitiatedTransfersQuery, useMarkTransferViewedMutation, waitingItems } from './transfer-api';

function isUnauthenticated(error: unknown): boolean {
  return (error as PortalApiError | undefined)?.status === 401;
}

export function SessionGuard({ tenantId, children }: { tenantId: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const intl = useIntl();
  const text = useText();
  const signedIn = useAppSelector(selectIsSignedIn);
  const sessionClient = useAppSelector(selectClient);
  const clientId = signedIn ? sessionClient?.id : undefined;

  const client = useGetSessionClientQuery(clientId ?? skipToken);
  const identity = useGetSensitiveDataQuery(clientId ? identityCheckArg(clientId, tenantId) : skipToken);
  const transfers = useGetInitiatedTransfersQuery(clientId ?? skipToken);
  const [markViewed] = useMarkTransferViewedMutation();
  const signInPlace = useSignInPlace(location, signedIn);
  const keptPlace = useSyncExternalStore(subscribeKeptPlace, readKeptPlace, () => null);
  // A tab opened without a session waits for this browser's other tabs before a page that
  // needs one sends it to /create-account (tab-session.ts); a visitor's page shows at once.
  const askingTabs = useSyncExternalStore(subscribeAskingOtherTabs, isAskingOtherTabs, () => false);
  const waitingForTabs = !signedIn && askingTabs && !isPublicPath(location.pathname);

  // Transfers already marked viewed (or being marked) in this page, so each is routed once.
  const [viewed, setViewed] = useState<ReadonlySet<string>>(() => new Set());
  const marking = useRef(new Set<string>());
  const [busy, setBusy] = useState(false);
  // Where the client is being routed after a transfer was marked viewed. Held until the router
  // gets there: its navigation is a transition, and re-applying the rules in between (the
  // transfer no longer counts as Initiated) would send the client elsewhere first.
  const [arrivingAt, setArrivingAt] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (arrivingAt === here) setArrivingAt(null);
  }, [arrivingAt, here]);

  // Kept in state: a 401 also signs the session out at once, and the message must outlive that.
  // 'leaving': logged out, waiting for the router to reach /login (its update is a transition,
  // so clearing the message first would let the visitor rule redirect elsewhere).
  const [clientNotFound, setClientNotFound] = useState<'no' | 'shown' | 'leaving'>('no');
  // Signed out without anyone asking: the API refused the session (401). The base query signs
  // out on the next macrotask and resets the cache, so the failed request itself cannot be read.
  const wasSignedIn = useRef(signedIn);
  // A sign-out asked for (Log Out here or in another tab): whoever asked takes the client to
  // /login; until they are there no rule sends them anywhere else.
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) {
      if (takeRequestedSignOut()) setSigningOut(true);
      else setClientNotFound('shown');
    }
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  useEffect(() => {
    if (signingOut && (signedIn || location.pathname === ROUTES.login)) setSigningOut(false);
  }, [signingOut, signedIn, location.pathname]);
  const tokenWithoutClient = signedIn && !sessionClient;
  useEffect(() => {
    if (tokenWithoutClient) setClientNotFound('shown');
  }, [tokenWithoutClient]);
  // A session whose client the API does not return (deactivated, say).
  useEffect(() => {
    if (!clientId) return;
    const request = dispatch(sessionApi.endpoints.getSessionClient.initiate(clientId));
    void request.then((result) => {
      if ((result.isSuccess && result.data === null) || isUnauthenticated(result.error)) setClientNotFound('shown');
    });
    return () => request.unsubscribe();
  }, [clientId, dispatch]);
  useEffect(() => {
    if (clientNotFound !== 'shown') return;
    const timer = setTimeout(() => {
      void logOut().then(() => {
        setClientNotFound('leaving');
        navigate(ROUTES.login, { replace: true });
      });
    }, LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [clientNotFound, logOut, navigate]);
  useEffect(() => {
    if (clientNotFound === 'leaving' && location.pathname === ROUTES.login) setClientNotFound('no');
  }, [clientNotFound, location.pathname]);

  // The API's copy of the client is the truth (an e-mail added on another device, say).
  useEffect(() => {
    if (client.data && JSON.stringify(client.data) !== JSON.stringify(sessionClient)) dispatch(setClient(client.data));
  }, [client.data, sessionClient, dispatch]);

  // Failures of these two are only logged (requirements §8); the rules then act on what is known.
  useEffect(() => {
    if (identity.isError && !isUnauthenticated(identity.error))
      console.error('Sensitive data unavailable', identity.error);
    if (transfers.isError && !isUnauthenticated(transfers.error))
      console.error('Transfers unavailable', transfers.error);
  }, [identity.isError, identity.error, transfers.isError, transfers.error]);

  const loading = signedIn && (client.isLoading || identity.isLoading || transfers.isLoading || signInPlace.checking);
  // The check ends with a store update, which React renders at once and whole; what it reveals
  // is the route's entire screen. Ending it through a deferred value makes that mount a
  // transition, rendered in slices of a few milliseconds that yield to the browser: on a phone,
  // no long task that blocks input (TBT, docs/boot.md). A check that starts shows at once.
  // A signed-in first render is the check's spinner even when the checks have answered (the
  // page starts them before hydrating): that is the HTML the server rendered for it.
  const checkEnding = useDeferredValue(loading, signedIn);
  // Log Out (here or in another tab) is taking the client to /login: no visitor redirect first.
  const leaving = !signedIn && (signingOut || signOutUnderWay());
  const checking = loading || checkEnding || waitingForTabs || leaving;
  const decision: Redirect | null =
    clientNotFound !== 'no' || checking
      ? null
      : redirectFor(location, {
          signedIn,
          client: client.data ?? sessionClient,
          identityComplete: identity.isSuccess ? hasIdentity(identity.data) : null,
          ...waitingItems(transfers.data ?? [], viewed),
          place: signInPlace.place,
          keptPlace: signedIn ? keptPlace : null,
        });

  // The place a client was going is kept while the rules send them elsewhere first, and
  // forgotten once they are there (or an Initiated transfer took them).
  const toKeep = decision?.keepPlace ?? null;
  const settled = clientNotFound === 'no' && !checking;
  const forget = decision?.forgetPlace === true || (settled && decision === null && keptPlace === here);
  useEffect(() => {
    if (toKeep) keepPlace(toKeep);
    else if (forget) keepPlace(null);
  }, [toKeep, forget]);

  const markId = decision?.markViewed;
  const markTarget = decision?.to;
  useEffect(() => {
    if (!markId || !markTarget || marking.current.has(markId)) return;
    marking.current.add(markId);
    setBusy(true);
    setViewed((previous) => new Set(previous).add(markId));
    markViewed(markId)
      .unwrap()
      .catch((error: unknown) => console.error('Could not mark the transfer viewed', error))
      .finally(() => {
        setArrivingAt(markTarget);
        setBusy(false);
      });
  }, [markId, markTarget, markViewed]);

  if (clientNotFound !== 'no') {
    return (
      <section className="shell-status" role="alert">
        <h1>{text({ id: 'errors.clientNotFound' })}</h1>
      </section>
    );
  }
  if (checking || busy || markId) return <Spinner label={intl.formatMessage({ id: 'shell.status.loadingAccount' })} />;
  if (arrivingAt && arrivingAt !== here) return <Navigate to={arrivingAt} replace />;
  if (decision) return <Navigate to={decision.to} replace />;
  return children;
}
