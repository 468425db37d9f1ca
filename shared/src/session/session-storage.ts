import type { Client, LoginUser, Realtor } from '../types/domain';

// The session survives a reload through sessionStorage under the keys the requirements name
// (`client`, `realtor`, `login_user`) plus `token`. Whatever is found there is
// untrusted: a corrupt or hand-edited entry is ignored, never thrown.

export interface SessionState {
  token: string | null;
  client: Client | null;
  realtor: Realtor | null;
  loginUser: LoginUser | null;
}

export const SESSION_STORAGE_KEYS = {
  token: 'token',
  client: 'client',
  realtor: 'realtor',
  loginUser: 'login_user',
} as const satisfies Record<keyof SessionState, string>;

/**
 * Entries a screen keeps for the signed-in client beyond a reload (an identity mismatch waiting
 * for a decision) start with this prefix: they end with the session.
 */
export const CLIENT_SCOPED_PREFIX = 'client:';

export const EMPTY_SESSION: SessionState = { token: null, client: null, realtor: null, loginUser: null };

// Reading `window.sessionStorage` itself throws where storage is disabled.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasStringId(value: unknown): value is { id: string } {
  return isRecord(value) && typeof value.id === 'string' && value.id !== '';
}

function readJson(store: Storage, key: string): unknown {
  const text = store.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function loadSession(): SessionState {
  const store = storage();
  if (!store) return EMPTY_SESSION;
  try {
    const token = store.getItem(SESSION_STORAGE_KEYS.token);
    const client = readJson(store, SESSION_STORAGE_KEYS.client);
    const realtor = readJson(store, SESSION_STORAGE_KEYS.realtor);
    const loginUser = readJson(store, SESSION_STORAGE_KEYS.loginUser);
    return {
      token: token || null,
      client: hasStringId(client) ? (client as Client) : null,
      realtor: hasStringId(realtor) ? (realtor as Realtor) : null,
      loginUser: isRecord(loginUser) ? loginUser : null,
    };
  } catch {
    return EMPTY_SESSION; // storage present but unreadable (revoked, sandboxed frame)
  }
}

/** The client-scoped entry `name` (see CLIENT_SCOPED_PREFIX), or null when absent, unreadable or not JSON. */
export function readClientScoped(name: string): unknown {
  const store = storage();
  try {
    return store ? readJson(store, `${CLIENT_SCOPED_PREFIX}${name}`) : null;
  } catch {
    return null;
  }
}

/** Keeps (or with null, drops) the client-scoped entry `name` until the session ends. */
export function writeClientScoped(name: string, value: unknown): void {
  const store = storage();
  try {
    if (value === null) store?.removeItem(`${CLIENT_SCOPED_PREFIX}${name}`);
    else store?.setItem(`${CLIENT_SCOPED_PREFIX}${name}`, JSON.stringify(value));
  } catch {
    // Storage revoked or full: the screen still works until a reload.
  }
}

export function saveSession(session: SessionState): void {
  const store = storage();
  if (!store) return;
  const write = (key: string, value: string | null) => {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  };
  try {
    write(SESSION_STORAGE_KEYS.token, session.token);
    write(SESSION_STORAGE_KEYS.client, session.client && JSON.stringify(session.client));
    write(SESSION_STORAGE_KEYS.realtor, session.realtor && JSON.stringify(session.realtor));
    write(SESSION_STORAGE_KEYS.loginUser, session.loginUser && JSON.stringify(session.loginUser));
    if (!session.client) {
      const scoped = Array.from({ length: store.length }, (_, index) => store.key(index));
      for (const key of scoped) if (key?.startsWith(CLIENT_SCOPED_PREFIX)) store.removeItem(key);
    }
  } catch {
    // Quota exceeded or storage revoked: the in-memory session still works until reload.
  }
}
