import { ADMIN_ROLE, CLIENT_ROLE, ERROR_TEXTS } from '@portal/shared/constants';
import { normalizePhone } from '@portal/shared/format';
import { registrationSchema } from '@portal/shared/validation';
import type { Locale } from '@portal/shared/i18n';
import { AppError } from '../platform/http/errors';
import type { SmsProvider } from '../platform/providers';
import type { TenantRef } from './account-repository';
import type { AuthStore } from './auth-store';
import { deliverCode } from './code-delivery';
import type { PhoneCodeService } from './phone-code-service';
import type { Clock } from '../platform/clock';
import { openAttempt } from './sign-in-attempts';

/** A registration as the API keeps it: the client's id stays on the server until the code is verified. */
export interface Registered {
  clientId: string;
  /** The sign-in attempt the browser verifies the first code with. */
  attempt: string;
}

export function createRegistrationService(deps: {
  store: AuthStore;
  codes: PhoneCodeService;
  sms: SmsProvider;
  clock: Clock;
}) {
  const { store, codes, sms, clock } = deps;
  return {
    /**
     * Requirements §4 registration: validates with the form's own schema, then creates the client
     * (e-mail blank, connected to the tenant), its login user and its first code in one
     * transaction, and texts the code once that has committed. `language` is the registration's
     * (registrationLanguage): the client's from now on, and the code's text is written in it. When the code cannot be
     * texted, the registration is rolled back, so the person can register again.
     */
    async register(tenant: TenantRef, body: unknown, requester: string, language: Locale): Promise<Registered> {
      const input = await registrationSchema.validate(body, { abortEarly: false, stripUnknown: true });
      // Valid by the schema's own normalizePhone test.
      const mobilePhone = normalizePhone(input.mobilePhone)!;
      const scope = { tenantId: tenant.id, phone: mobilePhone };

      const created = await store.transaction(async (repositories) => {
        // Held to the end of the transaction: a concurrent registration of the phone waits, then finds it.
        await repositories.phoneCodes.lockPhone(scope);
        const names = { firstName: input.firstName, middleName: input.middleName || null, lastName: input.lastName };
        const existing = await repositories.accounts.findClientByPhone(tenant.id, mobilePhone);
        // A client the tenant created through its API (a request for funds) has no login user
        // yet: the person registers into it. Anyone else with the phone already has an account.
        // The claimed client keeps the names the tenant gave it: nobody has proven the phone yet.
        if (existing && (await repositories.accounts.findLoginUser(existing.id))) {
          throw new AppError('CONFLICT', 409, ERROR_TEXTS.ACCOUNT_EXISTS);
        }
        const client =
          existing ??
          (await repositories.accounts.createClient({
            tenantId: tenant.id,
            email: null,
            ...names,
            mobilePhone,
            language,
          }));
        if (existing) await repositories.accounts.setLanguage(tenant.id, existing.id, language);
        await repositories.accounts.createLoginUser({
          clientId: client.id,
          tenantId: tenant.id,
          email: null,
          phoneNumber: mobilePhone,
          name: [input.firstName, input.middleName, input.lastName].filter(Boolean).join(' '),
          roles: [ADMIN_ROLE],
          newUserRole: CLIENT_ROLE,
        });
        const { attempt, code } = await openAttempt(repositories, { codes, clock }, tenant, client, requester);
        return { client, attempt, code, claimed: existing !== null };
      });

      try {
        await deliverCode(sms, mobilePhone, tenant.name, created.code, language);
      } catch (error) {
        // The person cannot get this code, and with the account in place a retry would answer
        // 'Account exists' to someone who never could sign in: undo the registration. The
        // issued code stays counted against the phone's limits.
        await store.transaction(async (repositories) => {
          await repositories.phoneCodes.lockPhone(scope);
          if (created.claimed) await repositories.accounts.deleteLoginUser(tenant.id, created.client.id);
          else await repositories.accounts.deleteRegistration(tenant.id, created.client.id);
        });
        throw error;
      }
      return { clientId: created.client.id, attempt: created.attempt };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
