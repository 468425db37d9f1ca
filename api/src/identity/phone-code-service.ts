import { AppError } from '../platform/http/errors';
import type { AuthRepositories } from './auth-store';
import type { Clock } from '../platform/clock';
import { codeMatches, generateCode, hashCode, type CodeScope } from './one-time-code';

const MINUTE_MS = 60_000;

/** A code works for 10 minutes, once. */
export const CODE_TTL_MS = 10 * MINUTE_MS;
/** The fifth wrong try kills the code: guessing one of a million codes gets five chances per code sent. */
export const MAX_WRONG_ATTEMPTS = 5;
/**
 * Codes one phone may be sent (registration's first code included). With five tries per code
 * the daily cap bounds a guesser to 50 tries a day per phone, not 5 × 3 every 10 minutes.
 */
export const CODE_ISSUE_LIMITS = [
  { windowMs: 10 * MINUTE_MS, max: 3 },
  { windowMs: 24 * 60 * MINUTE_MS, max: 10 },
] as const;

const LONGEST_WINDOW_MS = Math.max(...CODE_ISSUE_LIMITS.map((limit) => limit.windowMs));

export function tooManyCodesMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  return `Too many codes were requested for this phone number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A code check: used (the sign-in goes on), or refused with the wrong tries the code still takes. */
export type CodeCheck = { used: true } | { used: false; attemptsLeft: number };

export function createPhoneCodeService({ hashKey, clock }: { hashKey: Buffer; clock: Clock }) {
  return {
    /**
     * Creates the phone's new code within the caller's transaction, which must commit before
     * the code is sent. Throws RATE_LIMITED (429) when the phone has had its share of codes.
     */
    async issue(repositories: AuthRepositories, scope: CodeScope): Promise<string> {
      const { phoneCodes } = repositories;
      await phoneCodes.lockPhone(scope);
      const now = clock().getTime();
      const issued = (await phoneCodes.issuedSince(scope, new Date(now - LONGEST_WINDOW_MS))).map((at) => at.getTime());
      for (const { windowMs, max } of CODE_ISSUE_LIMITS) {
        const inWindow = issued.filter((at) => at > now - windowMs);
        if (inWindow.length >= max) {
          // The window frees a slot when the oldest of the last `max` codes leaves it.
          const freedAt = inWindow[inWindow.length - max]! + windowMs;
          const waitMs = freedAt - now;
          throw new AppError('RATE_LIMITED', 429, tooManyCodesMessage(waitMs), false, Math.ceil(waitMs / 1000));
        }
      }
      const code = generateCode();
      await phoneCodes.supersede(scope, new Date(now));
      await phoneCodes.insert({
        ...scope,
        codeHash: hashCode(hashKey, scope, code),
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
      return code;
    },

    /**
     * Uses up the phone's live code when `code` is it; otherwise counts a wrong try against
     * it and says how many the code still takes (0: ask for a new one). Run in a transaction
     * that commits either way, so a wrong try is never rolled back by the caller's failure.
     */
    async consume(repositories: AuthRepositories, scope: CodeScope, code: string): Promise<CodeCheck> {
      const { phoneCodes } = repositories;
      const now = clock();
      const live = await phoneCodes.liveForUpdate(scope, now);
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
