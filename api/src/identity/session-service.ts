import type { AuthContext } from '../platform/http/auth-context';
import type { AuthRepositories, AuthStore } from './auth-store';
import type { Clock } from '../platform/clock';
import { hashSessionToken, newSessionToken, SESSION_TOKEN_PATTERN } from './session-token';

const MINUTE_MS = 60_000;

/** A session unused for this long is over. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
/** However active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * MINUTE_MS;
/** last_seen_at is written at most this often per session: one write a minute, not one per request. */
export const LAST_SEEN_WRITE_INTERVAL_MS = MINUTE_MS;

export interface StartedSession {
  /** The bearer token: returned once, never stored. */
  token: string;
  /** The absolute end; idleness can end the session sooner. */
  expiresAt: Date;
}

export function createSessionService({ store, clock }: { store: AuthStore; clock: Clock }) {
  return {
    /** Within the caller's transaction (verification uses the code and opens the session together). */
    async start(
      repositories: AuthRepositories,
      owner: { clientId: string; tenantId: string },
    ): Promise<StartedSession> {
      const token = newSessionToken();
      const createdAt = clock();
      const expiresAt = new Date(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
      await repositories.sessions.insert({ ...owner, tokenHash: hashSessionToken(token), createdAt, expiresAt });
      return { token, expiresAt };
    },

    /**
     * The session a bearer token stands for, or null: unknown, revoked, idle too long, past
     * its absolute end, of a deactivated client, or of another tenant than the request's host
     * (a token never crosses tenants, whatever the ids in a path say).
     */
    async authenticate(token: string, tenantIdentifier: string): Promise<AuthContext | null> {
      if (!SESSION_TOKEN_PATTERN.test(token)) return null;
      const record = await store.sessions.findByTokenHash(hashSessionToken(token));
      const now = clock().getTime();
      if (
        !record ||
        record.revokedAt !== null ||
        record.expiresAt.getTime() <= now ||
        record.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now ||
        record.tenantIdentifier !== tenantIdentifier ||
        !record.clientActive
      ) {
        return null;
      }
      if (record.lastSeenAt.getTime() + LAST_SEEN_WRITE_INTERVAL_MS <= now) {
        await store.sessions.touch(record.id, new Date(now), new Date(now - LAST_SEEN_WRITE_INTERVAL_MS));
      }
      return {
        sessionId: record.id,
        clientId: record.clientId,
        tenantId: record.tenantId,
        tenant: record.tenant,
        clientLanguage: record.clientLanguage,
      };
    },

    async revoke(sessionId: string): Promise<void> {
      await store.sessions.revoke(sessionId, clock());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
