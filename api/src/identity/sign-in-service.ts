import type { TextDescriptor } from '@portal/shared/i18n';
import { ERROR_TEXTS } from '@portal/shared/constants';
import { normalizePhone } from '@portal/shared/format';
import { codeSchema, loginSchema } from '@portal/shared/validation';
import type { Clock } from '../platform/clock';
import { AppError, notFound } from '../platform/http/errors';
import type { SmsProvider } from '../platform/providers';
import type { TenantRef } from './account-repository';
import type { AuthStore } from './auth-store';
import { deliverCode } from './code-delivery';
import type { PhoneCodeService } from './phone-code-service';
import type { SessionService } from './session-service';
import { isAttemptToken, liveAttempt, openAttempt } from './sign-in-attempts';
import type { LoginCodeSent, SignedIn } from '@portal/shared/contracts';
import { signedInAnswer } from './signed-in-answer';

/** Said for an attempt that is unknown, used or expired: the person starts again from the phone field. */
export const SIGN_IN_EXPIRED: TextDescriptor = { id: 'identity.signInExpired' };

/**
 * 'Invalid Code', with the wrong tries the attempt's live code still takes (0 when there is no
 * live code, for an unknown attempt too: the answer still does not say which part was wrong).
 */
function invalidCode(attemptsLeft: number): AppError {
  return new AppError('BAD_USER_INPUT', 400, ERROR_TEXTS.INVALID_CODE, false, undefined, { attemptsLeft });
}

export function createSignInService(deps: {
  store: AuthStore;
  codes: PhoneCodeService;
  sessions: SessionService;
  sms: SmsProvider;
  clock: Clock;
}) {
  const { store, codes, sessions, sms, clock } = deps;

  return {
    /**
     * Login by phone: texts a code to a registered phone and answers an opaque sign-in attempt,
     * never the client's id: the code routes need the attempt, which only this answer gives.
     */
    async requestCode(tenant: TenantRef, body: unknown, requester: string): Promise<LoginCodeSent> {
      const input = await loginSchema.validate(body, { abortEarly: false, stripUnknown: true });
      const client = await store.accounts.findClientByPhone(tenant.id, normalizePhone(input.mobilePhone)!);
      if (!client?.active) throw notFound(ERROR_TEXTS.PHONE_NOT_REGISTERED);
      const { attempt, code } = await store.transaction((repositories) =>
        openAttempt(repositories, { codes, clock }, tenant, client, requester),
      );
      // At login the client's own language: the code is texted before anyone has a session.
      await deliverCode(sms, client.mobilePhone, tenant.name, code, client.language ?? tenant.defaultLanguage);
      return { attempt };
    },

    /** Resend Code: a new code replaces the attempt's last one, within the requester's and the phone's limits. */
    async resendCode(tenant: TenantRef, attempt: unknown, requester: string): Promise<void> {
      const sent = isAttemptToken(attempt)
        ? await store.transaction(async (repositories) => {
            const live = await liveAttempt(repositories, clock, tenant, attempt);
            const client = live && (await repositories.accounts.findClient(tenant.id, live.clientId));
            if (!live || !client?.active) return null;
            const scope = { tenantId: tenant.id, phone: client.mobilePhone };
            return {
              to: client.mobilePhone,
              language: client.language ?? tenant.defaultLanguage,
              code: await codes.issue(repositories, { ...scope, attemptId: live.id, requester }),
            };
          })
        : null;
      if (!sent) throw notFound(SIGN_IN_EXPIRED);
      await deliverCode(sms, sent.to, tenant.name, sent.code, sent.language);
    },

    /**
     * Checks the attempt's code and opens a session in one transaction; the attempt is then used
     * up. Any failure, an unknown attempt included, is the same 'Invalid Code'.
     */
    async verifyCode(tenant: TenantRef, body: unknown): Promise<SignedIn> {
      const { code } = await codeSchema.validate(body, { abortEarly: false, stripUnknown: true });
      const token = (body as { attempt?: unknown }).attempt;
      if (!isAttemptToken(token)) throw invalidCode(0);
      const outcome = await store.transaction(async (repositories) => {
        const live = await liveAttempt(repositories, clock, tenant, token);
        const client = live && (await repositories.accounts.findClient(tenant.id, live.clientId));
        if (!live || !client?.active) return { used: false as const, attemptsLeft: 0 };
        const check = await codes.consume(
          repositories,
          { tenantId: tenant.id, phone: client.mobilePhone },
          live.id,
          code,
        );
        if (!check.used) return check;
        await repositories.attempts.markUsed(live.id, clock());
        return { client, session: await sessions.start(repositories, { clientId: client.id, tenantId: tenant.id }) };
      });
      if (!('session' in outcome)) throw invalidCode(outcome.attemptsLeft);
      return signedInAnswer(store, outcome.client, outcome.session);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
