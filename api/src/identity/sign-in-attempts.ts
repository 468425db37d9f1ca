import type { Clock } from '../platform/clock';
import type { ClientRow, TenantRef } from './account-repository';
import type { AuthRepositories } from './auth-store';
import type { PhoneCodeService } from './phone-code-service';
import { hashSessionToken, newSessionToken, SESSION_TOKEN_PATTERN } from './session-token';

/**
 * How long the browser may go on with one sign-in: its codes (10 minutes each) and their resends.
 * Past it, the person asks again from the phone field.
 */
export const SIGN_IN_ATTEMPT_TTL_MS = 30 * 60_000;

/** An attempt's token has a session token's shape: 256 random bits, only their hash kept. */
export const isAttemptToken = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_TOKEN_PATTERN.test(value);

/**
 * Opens a sign-in attempt for the client and issues its first code, in the caller's
 * transaction. The token is what the browser holds instead of the client id.
 */
export async function openAttempt(
  repositories: AuthRepositories,
  deps: { codes: PhoneCodeService; clock: Clock },
  tenant: TenantRef,
  client: Pick<ClientRow, 'id' | 'mobilePhone'>,
  requester: string,
): Promise<{ attempt: string; code: string }> {
  const attempt = newSessionToken();
  const attemptId = await repositories.attempts.insert({
    tokenHash: hashSessionToken(attempt),
    tenantId: tenant.id,
    clientId: client.id,
    expiresAt: new Date(deps.clock().getTime() + SIGN_IN_ATTEMPT_TTL_MS),
  });
  const code = await deps.codes.issue(repositories, {
    tenantId: tenant.id,
    phone: client.mobilePhone,
    attemptId,
    requester,
  });
  return { attempt, code };
}

/** The tenant's live attempt behind `token`, locked for the transaction; null for anything else. */
export function liveAttempt(repositories: AuthRepositories, clock: Clock, tenant: TenantRef, token: string) {
  return repositories.attempts.liveForUpdate(tenant.id, hashSessionToken(token), clock());
}
