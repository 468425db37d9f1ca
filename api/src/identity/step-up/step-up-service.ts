import type { TextDescriptor } from '@portal/shared/i18n';
import { codeSchema } from '@portal/shared/validation';
import { ERROR_TEXTS } from '@portal/shared/constants';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/http/auth-context';
import { AppError, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/http/request-scope';
import type { SmsProvider } from '../../platform/providers';
import type { AuthStore } from '../auth-store';
import { deliverCode } from '../code-delivery';
import type { PasskeyService } from '../passkeys/passkey-service';
import type { RelyingParty } from '../passkeys/relying-party';
import type { PhoneCodeService } from '../phone-code-service';
import { isAttemptToken, liveAttempt, openAttempt } from '../sign-in-attempts';

/** How long a step-up holds for its transfer's start (a retry, a second tab) in the same session. */
export const STEP_UP_TTL_MS = 5 * 60_000;

export const STEP_UP_REQUIRED: TextDescriptor = { id: 'identity.stepUpRequired' };
const TRANSFER_NOT_FOUND: TextDescriptor = { id: 'transfers.notFound' };

/** The 403 a start answers before a missing step-up; `passkey` says which way the browser asks. */
export function stepUpRequired(passkey: boolean): AppError {
  return new AppError('STEP_UP_REQUIRED', 403, STEP_UP_REQUIRED, false, undefined, { passkey });
}

const transferIdOf = (body: unknown): string | null => {
  const id = (body as { transferId?: unknown } | null)?.transferId;
  return typeof id === 'string' && isUuid(id) ? id : null;
};

/**
 * Step-up for money (ADR 0096): above the tenant's amount, a transfer's start needs a proof from
 * the last few minutes, given for that transfer in that session: a passkey, or a text code for a
 * client without one.
 */
export function createStepUpService(deps: {
  store: AuthStore;
  passkeys: PasskeyService;
  codes: PhoneCodeService;
  sms: SmsProvider;
  clock: Clock;
}) {
  const { store, passkeys, codes, sms, clock } = deps;

  const ownTransfer = async (auth: AuthContext, body: unknown): Promise<string> => {
    const transferId = transferIdOf(body);
    if (!transferId || (await store.stepUps.transferAmount(auth, transferId)) === null) {
      throw notFound(TRANSFER_NOT_FOUND);
    }
    return transferId;
  };

  const grant = (auth: AuthContext, transferId: string, method: 'passkey' | 'code') => ({
    sessionId: auth.sessionId,
    transferId,
    method,
    createdAt: clock(),
  });

  return {
    /**
     * The start routes' check, before anything else of the start: passes below the tenant's
     * amount (or when it sets none, or the transfer is not the client's: the start answers that),
     * else only with a step-up of the last minutes for this session and transfer.
     */
    async check(auth: AuthContext, rp: RelyingParty, body: unknown): Promise<void> {
      const threshold = auth.tenant.stepUpAboveCents;
      const transferId = transferIdOf(body);
      if (threshold === null || !transferId) return;
      const amount = await store.stepUps.transferAmount(auth, transferId);
      if (amount === null || amount <= threshold) return;
      const since = new Date(clock().getTime() - STEP_UP_TTL_MS);
      if (await store.stepUps.grantedSince(auth.sessionId, transferId, since)) return;
      throw stepUpRequired(await passkeys.hasPasskey(auth, rp));
    },

    async passkeyOptions(auth: AuthContext, rp: RelyingParty, body: unknown) {
      await ownTransfer(auth, body);
      return passkeys.stepUpOptions(auth, rp);
    },

    async withPasskey(auth: AuthContext, rp: RelyingParty, body: unknown): Promise<void> {
      const transferId = await ownTransfer(auth, body);
      const response = (body as { response?: unknown }).response;
      await passkeys.stepUp(auth, rp, response, (repositories) =>
        repositories.stepUps.grant(grant(auth, transferId, 'passkey')),
      );
    },

    /** Texts the session client's own phone a code for the step-up; answers its attempt. */
    async sendCode(auth: AuthContext, body: unknown, requester: string): Promise<{ attempt: string }> {
      await ownTransfer(auth, body);
      const client = await store.accounts.findClient(auth.tenantId, auth.clientId);
      if (!client) throw notFound(TRANSFER_NOT_FOUND);
      const tenant = { id: auth.tenantId, name: auth.tenant.name, defaultLanguage: auth.tenant.defaultLanguage };
      const { attempt, code } = await store.transaction((repositories) =>
        openAttempt(repositories, { codes, clock }, tenant, client, requester),
      );
      await deliverCode(sms, client.mobilePhone, tenant.name, code, client.language ?? tenant.defaultLanguage);
      return { attempt };
    },

    async withCode(auth: AuthContext, body: unknown): Promise<void> {
      const transferId = await ownTransfer(auth, body);
      const { code } = await codeSchema.validate(body, { abortEarly: false, stripUnknown: true });
      const token = (body as { attempt?: unknown }).attempt;
      const outcome = isAttemptToken(token)
        ? await store.transaction(async (repositories) => {
            const tenant = { id: auth.tenantId, name: auth.tenant.name, defaultLanguage: auth.tenant.defaultLanguage };
            const live = await liveAttempt(repositories, clock, tenant, token);
            // Only an attempt the session's own client opened: another client's code proves nothing here.
            if (!live || live.clientId !== auth.clientId) return { used: false as const, attemptsLeft: 0 };
            const client = await repositories.accounts.findClient(auth.tenantId, auth.clientId);
            if (!client) return { used: false as const, attemptsLeft: 0 };
            const scope = { tenantId: auth.tenantId, phone: client.mobilePhone };
            const check = await codes.consume(repositories, scope, live.id, code);
            if (!check.used) return check;
            await repositories.attempts.markUsed(live.id, clock());
            await repositories.stepUps.grant(grant(auth, transferId, 'code'));
            return check;
          })
        : { used: false as const, attemptsLeft: 0 };
      if (!outcome.used) {
        throw new AppError('BAD_USER_INPUT', 400, ERROR_TEXTS.INVALID_CODE, false, undefined, {
          attemptsLeft: outcome.attemptsLeft,
        });
      }
    },
  };
}

export type StepUpService = ReturnType<typeof createStepUpService>;
