import type { Database, Transaction } from '../platform/database/database';
import { enqueueEmail, type EmailJob } from '../platform/jobs';
import { createAccountRepository } from './account-repository';
import { createPasskeyRepository } from './passkeys/passkey-repository';
import { createPhoneCodeRepository } from './phone-code-repository';
import { createSessionRepository } from './session-repository';
import { createSignInAttemptRepository } from './sign-in-attempt-repository';
import { createStepUpRepository } from './step-up/step-up-repository';

function createAuthRepositories(db: Database | Transaction) {
  return {
    accounts: createAccountRepository(db),
    phoneCodes: createPhoneCodeRepository(db),
    sessions: createSessionRepository(db),
    attempts: createSignInAttemptRepository(db),
    passkeys: createPasskeyRepository(db),
    stepUps: createStepUpRepository(db),
    /** E-mails sent once the transaction commits (the job outbox). */
    outbox: { enqueueEmail: (email: EmailJob, idempotencyKey: string) => enqueueEmail(db, email, idempotencyKey) },
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
