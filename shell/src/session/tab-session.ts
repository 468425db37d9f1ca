/**
 * One signed-in session for the tabs of one browser (docs/requirements.md, portal decisions).
 * The session stays in sessionStorage (requirements §3), which is per tab: a tab opened with
 * none asks the page's other tabs over a BroadcastChannel, and an open, signed-in tab answers
 * with its session. Log Out in one tab signs out every tab holding that session. When the last
 * tab closes nobody is left to answer, so the session ends with it, as sessionStorage's does.
 *
 * A BroadcastChannel reaches only documents of the same origin, and so the same tenant (each
 * tenant is its own host): no session crosses tenants, and nothing leaves the browser.
 */
import {
  type Client,
  type LoginUser,
  type PortalStore,
  type Realtor,
  setRealtor,
  signIn,
  signOut,
} from '@portal/shared';

export const SESSION_CHANNEL = 'closing-portal-session';
/** How long a new tab waits for another tab's answer before deciding it has no session. */
export const ASK_TIMEOUT_MS = 300;

export interface SharedSession {
  token: string;
  client: Client;
  loginUser: LoginUser | null;
  realtor: Realtor | null;
}

type TabMessage =
  | { kind: 'ask'; id: string }
  | { kind: 'answer'; id: string; session: SharedSession }
  | { kind: 'signed-out'; token: string };

/** What the module needs of a BroadcastChannel (tests pass a pair of their own). */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Another document's message, read as untrusted: anything not of the protocol's shape is no message. */
function readMessage(data: unknown): TabMessage | null {
  if (!isRecord(data) || typeof data.kind !== 'string') return null;
  if (data.kind === 'ask' && typeof data.id === 'string') return { kind: 'ask', id: data.id };
  if (data.kind === 'signed-out' && typeof data.token === 'string') return { kind: 'signed-out', token: data.token };
  if (data.kind !== 'answer' || typeof data.id !== 'string' || !isRecord(data.session)) return null;
  const { token, client, loginUser, realtor } = data.session;
  if (typeof token !== 'string' || token === '' || !isRecord(client) || typeof client.id !== 'string') return null;
  return {
    kind: 'answer',
    id: data.id,
    session: {
      token,
      client: client as unknown as Client,
      loginUser: isRecord(loginUser) ? loginUser : null,
      realtor: isRecord(realtor) && typeof realtor.id === 'string' ? (realtor as unknown as Realtor) : null,
    },
  };
}

// Whether this page is still waiting for another tab's answer, for the session guard.
let asking = false;
const askingListeners = new Set<() => void>();
function setAsking(value: boolean) {
  if (asking === value) return;
  asking = value;
  for (const listener of askingListeners) listener();
}

/** True while this tab, opened without a session, waits for another tab's. */
export function isAskingOtherTabs(): boolean {
  return asking;
}

export function subscribeAskingOtherTabs(listener: () => void): () => void {
  askingListeners.add(listener);
  return () => askingListeners.delete(listener);
}

const signedOutListeners = new Set<() => void>();

/** Called after another tab's Log Out has signed this one out. */
export function onSignedOutInOtherTab(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** A question's id: only matches an answer to its question, so it need not be secret (and http pages lack randomUUID). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function defaultChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/**
 * Starts sharing the store's session with the page's other tabs; returns the stop. Without
 * BroadcastChannel each tab keeps its own session, as before.
 */
export function shareSessionAcrossTabs(
  store: PortalStore,
  {
    channel = defaultChannel(),
    newId = randomId,
    beforeSignOut = () => {},
  }: {
    channel?: TabChannel | null;
    newId?: () => string;
    /** Runs before a sign-out from another tab, so the shell knows it was asked for (useLogOut). */
    beforeSignOut?: () => void;
  } = {},
): () => void {
  if (!channel) return () => {};
  let question: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopAsking = () => {
    question = null;
    clearTimeout(timer);
    setAsking(false);
  };

  let heldToken = store.getState().session.token;
  // A sign-out received from another tab is not announced again.
  let echo = false;
  const unsubscribe = store.subscribe(() => {
    const token = store.getState().session.token;
    if (heldToken !== null && token === null && !echo) channel.postMessage({ kind: 'signed-out', token: heldToken });
    if (token !== null) stopAsking();
    heldToken = token;
  });

  channel.addEventListener('message', ({ data }) => {
    const message = readMessage(data);
    if (!message) return;
    const { session } = store.getState();
    if (message.kind === 'ask') {
      if (session.token && session.client) {
        const answer: SharedSession = {
          token: session.token,
          client: session.client,
          loginUser: session.loginUser,
          realtor: session.realtor,
        };
        channel.postMessage({ kind: 'answer', id: message.id, session: answer });
      }
    } else if (message.kind === 'answer') {
      // Only the answer to this tab's own question, while it still has no session of its own.
      if (message.id !== question || session.token !== null) return;
      const { token, client, loginUser, realtor } = message.session;
      if (realtor && !session.realtor) store.dispatch(setRealtor(realtor));
      store.dispatch(signIn({ token, client, loginUser }));
    } else if (session.token === message.token) {
      beforeSignOut();
      echo = true;
      store.dispatch(signOut());
      echo = false;
      for (const listener of signedOutListeners) listener();
    }
  });

  if (heldToken === null) {
    question = newId();
    setAsking(true);
    timer = setTimeout(stopAsking, ASK_TIMEOUT_MS);
    channel.postMessage({ kind: 'ask', id: question });
  }

  return () => {
    stopAsking();
    unsubscribe();
    channel.close();
  };
}
