import { createPortalStore, setRealtor, signIn, signOut, type PortalStore } from '@portal/shared';
import {
  ASK_TIMEOUT_MS,
  isAskingOtherTabs,
  onSignedOutInOtherTab,
  shareSessionAcrossTabs,
  type TabChannel,
} from './tab-session';

/** The tabs of one browser: what one posts, every other receives (never itself), as BroadcastChannel does. */
function browser() {
  const channels = new Set<{ listeners: Array<(event: { data: unknown }) => void> }>();
  const open = (): TabChannel & { listeners: Array<(event: { data: unknown }) => void> } => {
    const channel = {
      listeners: [] as Array<(event: { data: unknown }) => void>,
      postMessage(message: unknown) {
        // Structured clone, delivered later: as the real channel does.
        const data = JSON.parse(JSON.stringify(message)) as unknown;
        for (const other of channels) {
          if (other !== channel) for (const listener of other.listeners) queueMicrotask(() => listener({ data }));
        }
      },
      addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
        channel.listeners.push(listener);
      },
      close() {
        channels.delete(channel);
      },
    };
    channels.add(channel);
    return channel;
  };
  return { open };
}

const client = { id: 'c-1', firstName: 'Ana', email: 'ana@example.com' };
const realtor = { id: 'r'.repeat(24), displayName: 'Jane Agent' };

/** A tab: its own store and sessionStorage (cleared here, as a new tab starts empty). */
function tab(channels: ReturnType<typeof browser>, setUp: (store: PortalStore) => void = () => {}) {
  sessionStorage.clear();
  const { store } = createPortalStore();
  setUp(store);
  const beforeSignOut = jest.fn();
  const stop = shareSessionAcrossTabs(store, { channel: channels.open(), beforeSignOut });
  return { store, stop, beforeSignOut };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('one session for the tabs of a browser', () => {
  it("signs a new tab in with an open tab's session", async () => {
    const channels = browser();
    const first = tab(channels, (store) => {
      store.dispatch(setRealtor(realtor));
      store.dispatch(signIn({ token: 'tok', client, loginUser: { sub: 'sms|1' } }));
    });
    const second = tab(channels);
    expect(isAskingOtherTabs()).toBe(true);
    await settle();
    expect(second.store.getState().session).toEqual({ token: 'tok', client, realtor, loginUser: { sub: 'sms|1' } });
    // Kept in the new tab's own sessionStorage, so its reloads keep it too.
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(isAskingOtherTabs()).toBe(false);
    first.stop();
    second.stop();
  });

  it('leaves a tab signed out when no open tab has a session, once the wait is over', async () => {
    const channels = browser();
    const alone = tab(channels);
    expect(isAskingOtherTabs()).toBe(true);
    await jest.advanceTimersByTimeAsync(ASK_TIMEOUT_MS);
    expect(isAskingOtherTabs()).toBe(false);
    expect(alone.store.getState().session.token).toBeNull();
    alone.stop();
  });

  it('signs every tab holding the session out when one logs out, without calling it a refusal', async () => {
    const channels = browser();
    const first = tab(channels, (store) => store.dispatch(signIn({ token: 'tok', client })));
    const second = tab(channels);
    await settle();
    const other = tab(channels, (store) => store.dispatch(signIn({ token: 'another', client })));
    const signedOut = jest.fn();
    const stopListening = onSignedOutInOtherTab(signedOut);

    first.store.dispatch(signOut());
    await settle();
    expect(second.store.getState().session.token).toBeNull();
    expect(second.beforeSignOut).toHaveBeenCalledTimes(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
    // A tab with another session keeps it.
    expect(other.store.getState().session.token).toBe('another');
    stopListening();
    for (const each of [first, second, other]) each.stop();
  });

  it('ignores answers it did not ask for, and messages of any other shape', async () => {
    const channels = browser();
    const quiet = tab(channels);
    await jest.advanceTimersByTimeAsync(ASK_TIMEOUT_MS);
    const intruder = channels.open();
    intruder.postMessage({ kind: 'answer', id: 'guess', session: { token: 'forged', client } });
    intruder.postMessage({ kind: 'answer', id: 'guess', session: { token: 'forged' } });
    intruder.postMessage('signed-out');
    await settle();
    expect(quiet.store.getState().session.token).toBeNull();
    quiet.stop();
  });
});
