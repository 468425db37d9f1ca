import type { TextDescriptor } from '@portal/shared/i18n';
import { AppError } from '../platform/http/errors';
import type { AuthRepositories } from './auth-store';
import type { Clock } from '../platform/clock';
import { codeMatches, generateCode, hashCode, type CodeRequest, type CodeScope } from './one-time-code';

const MINUTE_MS = 60_000;

/** A code works for 10 minutes, once. */
export const CODE_TTL_MS = 10 * MINUTE_MS;
/** The fifth wrong try kills the code: guessing one of a million codes gets five chances per code sent. */
export const MAX_WRONG_ATTEMPTS = 5;
/**
 * Codes one requester (an IPv4 address or an IPv6 /64) may have sent to one phone, registration's
 * first code included. A stranger who asks for a phone's codes spends this budget, not the
 * owner's: the owner asks from another network and has a budget of their own.
 */
export const CODE_ISSUE_LIMITS_PER_REQUESTER = [
  { windowMs: 10 * MINUTE_MS, max: 3 },
  { windowMs: 24 * 60 * MINUTE_MS, max: 10 },
] as const;

/**
 * Codes one phone may be sent whoever asks: what bounds the texts a phone receives and the
 * guesses against it (five tries per code: 150 a day, each against its own code). A stranger
 * needs several networks to reach it; a client with a passkey signs in whatever it says.
 */
export const CODE_ISSUE_LIMITS_PER_PHONE = [
  { windowMs: 10 * MINUTE_MS, max: 10 },
  { windowMs: 24 * 60 * MINUTE_MS, max: 30 },
] as const;

const LONGEST_WINDOW_MS = Math.max(
  ...[...CODE_ISSUE_LIMITS_PER_REQUESTER, ...CODE_ISSUE_LIMITS_PER_PHONE].map((limit) => limit.windowMs),
);

type IssueLimits = readonly { windowMs: number; max: number }[];

/** How long until `issued` (times, oldest first) is within every limit again; 0 when it is now. */
function waitWithin(limits: IssueLimits, issued: number[], now: number): number {
  let waitMs = 0;
  for (const { windowMs, max } of limits) {
    const inWindow = issued.filter((at) => at > now - windowMs);
    // The window frees a slot when the oldest of the last `max` codes leaves it.
    if (inWindow.length >= max) waitMs = Math.max(waitMs, inWindow[inWindow.length - max]! + windowMs - now);
  }
  return waitMs;
}

export function tooManyCodesText(waitMs: number): TextDescriptor {
  return { id: 'identity.tooManyCodes', values: { minutes: Math.max(1, Math.ceil(waitMs / MINUTE_MS)) } };
}

/** A code check: used (the sign-in goes on), or refused with the wrong tries the code still takes. */
export type CodeCheck = { used: true } | { used: false; attemptsLeft: number };

export function createPhoneCodeService({ hashKey, clock }: { hashKey: Buffer; clock: Clock }) {
  return {
    /**
     * Creates the attempt's new code within the caller's transaction, which must commit before
     * the code is sent. Throws RATE_LIMITED (429) when the requester, or the phone, has had its
     * share of codes.
     */
    async issue(repositories: AuthRepositories, request: CodeRequest): Promise<string> {
      const { phoneCodes } = repositories;
      const scope = { tenantId: request.tenantId, phone: request.phone };
      await phoneCodes.lockPhone(scope);
      const now = clock().getTime();
      const issued = await phoneCodes.issuedSince(scope, new Date(now - LONGEST_WINDOW_MS));
      const toRequester = issued.filter((row) => row.requester === request.requester);
      const waitMs = Math.max(
        waitWithin(
          CODE_ISSUE_LIMITS_PER_REQUESTER,
          toRequester.map((row) => row.createdAt.getTime()),
          now,
        ),
        waitWithin(
          CODE_ISSUE_LIMITS_PER_PHONE,
          issued.map((row) => row.createdAt.getTime()),
          now,
        ),
      );
      if (waitMs > 0) {
        throw new AppError('RATE_LIMITED', 429, tooManyCodesText(waitMs), false, Math.ceil(waitMs / 1000));
      }
      const code = generateCode();
      await phoneCodes.supersede(request.attemptId, new Date(now));
      await phoneCodes.insert({
        ...request,
        codeHash: hashCode(hashKey, scope, code),
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
      return code;
    },

    /**
     * Uses up the attempt's live code when `code` is it; otherwise counts a wrong try against
     * it and says how many the code still takes (0: ask for a new one). Run in a transaction
     * that commits either way, so a wrong try is never rolled back by the caller's failure.
     */
    async consume(
      repositories: AuthRepositories,
      scope: CodeScope,
      attemptId: string,
      code: string,
    ): Promise<CodeCheck> {
      const { phoneCodes } = repositories;
      const now = clock();
      const live = await phoneCodes.liveForUpdate(scope, attemptId, now);
      if (!live || live.attempts >= MAX_WRONG_ATTEMPTS) return { used: false, attemptsLeft: 0 };
      if (!codeMatches(hashKey, scope, code, live.codeHash)) {
        await phoneCodes.recordWrongAttempt(live.id);
        return { used: false, attemptsLeft: MAX_WRONG_ATTEMPTS - live.attempts - 1 };
      }
      await phoneCodes.markUsed(live.id, now);
      return { used: true };
    },
  };
}

export type PhoneCodeService = ReturnType<typeof createPhoneCodeService>;
