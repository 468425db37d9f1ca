import type { Database, Transaction } from '../platform/database/database';
import { createAccountRepository } from './account-repository';
import { createPhoneCodeRepository } from './phone-code-repository';
import { createSessionRepository } from './session-repository';
import { createSignInAttemptRepository } from './sign-in-attempt-repository';

function createAuthRepositories(db: Database | Transaction) {
  return {
    accounts: createAccountRepository(db),
    phoneCodes: createPhoneCodeRepository(db),
    sessions: createSessionRepository(db),
    attempts: createSignInAttemptRepository(db),
  };
}

export type AuthRepositories = ReturnType<typeof createAuthRepositories>;

/** The auth repositories, plus a way to run several of their calls in one transaction. */
export interface AuthStore extends AuthRepositories {
  transaction<T>(work: (repositories: AuthRepositories) => Promise<T>): Promise<T>;
}

export function createAuthStore(db: Database): AuthStore {
  return {
    ...createAuthRepositories(db),
    transaction: (work) => db.transaction((tx) => work(createAuthRepositories(tx))),
  };
}
