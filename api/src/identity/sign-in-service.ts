import { CLIENT_NOT_FOUND, INVALID_CODE, PHONE_NOT_REGISTERED } from '@portal/shared/constants';
import { normalizePhone } from '@portal/shared/format';
import { codeSchema, loginSchema } from '@portal/shared/validation';
import { AppError, notFound } from '../platform/http/errors';
import type { SmsProvider } from '../platform/providers';
import { isUuid } from '../platform/http/request-scope';
import type { ClientRow, TenantRef } from './account-repository';
import type { AuthStore } from './auth-store';
import { deliverCode } from './code-delivery';
import type { PhoneCodeService } from './phone-code-service';
import type { SessionService } from './session-service';
import type { LoginCodeSent, SignedIn } from '@portal/shared/contracts';
import { toClientView, toLoginUserView } from './views';

/**
 * 'Invalid Code', with the wrong tries the phone's live code still takes (0 when there is no
 * live code, for an unknown client too: the answer still does not say which part was wrong).
 */
function invalidCode(attemptsLeft: number): AppError {
  return new AppError('BAD_USER_INPUT', 400, INVALID_CODE, false, undefined, { attemptsLeft });
}

export function createSignInService(deps: {
  store: AuthStore;
  codes: PhoneCodeService;
  sessions: SessionService;
  sms: SmsProvider;
}) {
  const { store, codes, sessions, sms } = deps;

  const activeClient = async (tenant: TenantRef, clientId: string): Promise<ClientRow | null> => {
    const client = isUuid(clientId) ? await store.accounts.findClient(tenant.id, clientId) : null;
    return client?.active ? client : null;
  };

  const sendCode = async (tenant: TenantRef, client: ClientRow): Promise<void> => {
    const scope = { tenantId: tenant.id, phone: client.mobilePhone };
    const code = await store.transaction((repositories) => codes.issue(repositories, scope));
    await deliverCode(sms, client.mobilePhone, tenant.name, code);
  };

  return {
    /** Login by phone: texts a code to a registered phone. The client id is all the caller learns. */
    async requestCode(tenant: TenantRef, body: unknown): Promise<LoginCodeSent> {
      const input = await loginSchema.validate(body, { abortEarly: false, stripUnknown: true });
      const client = await store.accounts.findClientByPhone(tenant.id, normalizePhone(input.mobilePhone)!);
      if (!client?.active) throw notFound(PHONE_NOT_REGISTERED);
      await sendCode(tenant, client);
      return { clientId: client.id };
    },

    /** Resend Code: a new code replaces the last one, within the phone's limits. */
    async resendCode(tenant: TenantRef, clientId: string): Promise<void> {
      const client = await activeClient(tenant, clientId);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      await sendCode(tenant, client);
    },

    /**
     * Checks the code and opens a session in one transaction. Any failure, an unknown client
     * included, is the same 'Invalid Code': the answer says nothing about which part was wrong.
     */
    async verifyCode(tenant: TenantRef, clientId: string, body: unknown): Promise<SignedIn> {
      const { code } = await codeSchema.validate(body, { abortEarly: false, stripUnknown: true });
      const client = await activeClient(tenant, clientId);
      if (!client) throw invalidCode(0);
      const scope = { tenantId: tenant.id, phone: client.mobilePhone };
      const outcome = await store.transaction(async (repositories) => {
        const check = await codes.consume(repositories, scope, code);
        return check.used
          ? { session: await sessions.start(repositories, { clientId: client.id, tenantId: tenant.id }) }
          : check;
      });
      if (!('session' in outcome)) throw invalidCode(outcome.attemptsLeft);
      const { session } = outcome;
      const loginUser = await store.accounts.findLoginUser(client.id);
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        client: toClientView(client),
        loginUser: loginUser && toLoginUserView(loginUser),
      };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
