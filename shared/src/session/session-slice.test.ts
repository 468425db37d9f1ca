import { createPortalStore } from '../store/create-portal-store';
import { setClient, setRealtor, signIn, signOut, selectClient, selectIsSignedIn } from './session-slice';

const client = { id: 'c1', firstName: 'Ana', email: null };
const realtor = { id: 'r'.repeat(24), displayName: 'Jane Agent' };

beforeEach(() => sessionStorage.clear());

describe('session', () => {
  it('starts signed out with empty storage', () => {
    const { store } = createPortalStore();
    expect(store.getState().session).toEqual({ token: null, client: null, realtor: null, loginUser: null });
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('persists under the required keys and restores on the next page load', () => {
    const first = createPortalStore().store;
    first.dispatch(setRealtor(realtor));
    first.dispatch(signIn({ token: 'tok', client, loginUser: { sub: 'sms|1' } }));

    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(sessionStorage.getItem('client')!)).toEqual(client);
    expect(JSON.parse(sessionStorage.getItem('realtor')!)).toEqual(realtor);
    expect(JSON.parse(sessionStorage.getItem('login_user')!)).toEqual({ sub: 'sms|1' });

    const reloaded = createPortalStore().store;
    expect(reloaded.getState().session).toEqual({ token: 'tok', client, realtor, loginUser: { sub: 'sms|1' } });
    expect(selectClient(reloaded.getState())).toEqual(client);
  });

  it('updates the stored client', () => {
    const { store } = createPortalStore();
    store.dispatch(signIn({ token: 'tok', client }));
    store.dispatch(setClient({ ...client, email: 'ana@example.com' }));
    expect(JSON.parse(sessionStorage.getItem('client')!)).toMatchObject({ email: 'ana@example.com' });
  });

  it('clears state and storage on sign-out', () => {
    const { store } = createPortalStore();
    store.dispatch(setRealtor(realtor));
    store.dispatch(signIn({ token: 'tok', client }));
    store.dispatch(signOut());
    expect(store.getState().session).toEqual({ token: null, client: null, realtor: null, loginUser: null });
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores corrupt or malformed stored entries', () => {
    sessionStorage.setItem('token', 'tok');
    sessionStorage.setItem('client', '{not json');
    sessionStorage.setItem('realtor', '"just a string"');
    sessionStorage.setItem('login_user', '[1,2]');
    expect(createPortalStore().store.getState().session).toEqual({
      token: 'tok',
      client: null,
      realtor: null,
      loginUser: null,
    });

    sessionStorage.setItem('client', '{"firstName":"no id"}');
    sessionStorage.setItem('realtor', 'null');
    expect(createPortalStore().store.getState().session.client).toBeNull();
  });

  it('keeps working when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { store } = createPortalStore();
    expect(() => store.dispatch(signIn({ token: 'tok', client }))).not.toThrow();
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });
});
