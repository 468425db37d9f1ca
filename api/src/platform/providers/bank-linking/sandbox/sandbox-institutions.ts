/**
 * The banks of the sandbox Link, named after Plaid's own sandbox institutions, each standing
 * for one behaviour the portal must handle (docs/sandbox.md lists them with every magic
 * value). Which of their accounts the portal treats as 'Unsupported' is not decided here but by
 * the seeded unsupported_account_rule rows: the sandbox only plays the bank.
 */

export type SandboxBehaviour =
  /** Credentials verify the accounts at once (Plaid instant auth). */
  | 'instant'
  /** Accounts come back pending_manual_verification: two micro-deposits must be confirmed. */
  | 'micro_deposits'
  /** A one-time code is asked after the credentials. */
  | 'mfa'
  /** The bank reports an owner whose name and address differ from the client's. */
  | 'identity_mismatch'
  /** Every login fails with ITEM_LOGIN_REQUIRED. */
  | 'login_error';

export interface SandboxAccountTemplate {
  name: string;
  mask: string;
  subtype: 'checking' | 'savings';
  availableCents: number;
  currentCents: number;
}

export interface SandboxInstitution {
  institutionId: string;
  name: string;
  behaviour: SandboxBehaviour;
  accounts: SandboxAccountTemplate[];
  /**
   * The bank is an RTP / FedNow participant: the payments sandbox lists its checking accounts'
   * funding sources with the real-time-payments channel (instant payouts reach them).
   */
  realTimePayments: boolean;
}

export const SANDBOX_USERNAME = 'user_good';
export const SANDBOX_PASSWORD = 'pass_good';
/** Plaid's sandbox convention: password `error_<CODE>` makes the login fail with that item error. */
export const SANDBOX_ERROR_PASSWORD_PREFIX = 'error_';
export const SANDBOX_MFA_CODE = '1234';
export const SANDBOX_MFA_PROMPT = 'Enter the code we sent to the phone number on file (sandbox: 1234)';
/** Wrong micro-deposit amounts allowed before the account must be linked again (Plaid: 3). */
export const MICRO_DEPOSIT_ATTEMPTS = 3;

/** What the identity-mismatch bank reports instead of the client's last name and street. */
export const MISMATCH_OWNER = { lastName: 'Tattersall', street: '1 Tattersall Lane' } as const;

const checking = (name: string, mask: string, availableCents: number, currentCents = availableCents) => ({
  name,
  mask,
  subtype: 'checking' as const,
  availableCents,
  currentCents,
});
const savings = (name: string, mask: string, availableCents: number, currentCents = availableCents) => ({
  name,
  mask,
  subtype: 'savings' as const,
  availableCents,
  currentCents,
});

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    institutionId: 'ins_109508',
    name: 'First Platypus Bank',
    realTimePayments: true,
    behaviour: 'instant',
    accounts: [checking('Plaid Checking', '0000', 10_000, 11_000), savings('Plaid Saving', '1111', 20_000, 21_000)],
  },
  {
    institutionId: 'ins_109509',
    name: 'First Gingham Credit Union',
    realTimePayments: false,
    behaviour: 'instant',
    accounts: [checking('Gingham Checking', '2222', 150_000), savings('Gingham Savings', '3333', 420_000)],
  },
  {
    institutionId: 'ins_109510',
    name: 'Tattersall Federal Credit Union',
    realTimePayments: false,
    behaviour: 'identity_mismatch',
    accounts: [checking('Tattersall Checking', '4444', 3_100_000)],
  },
  {
    institutionId: 'ins_109511',
    name: 'Tartan Bank',
    realTimePayments: false,
    behaviour: 'micro_deposits',
    accounts: [checking('Tartan Checking', '5555', 275_000)],
  },
  {
    institutionId: 'ins_109512',
    name: 'Houndstooth Bank',
    realTimePayments: true,
    behaviour: 'mfa',
    accounts: [checking('Houndstooth Checking', '6666', 98_000), savings('Houndstooth Savings', '7777', 1_250_000)],
  },
  {
    institutionId: 'ins_109513',
    name: 'Herringbone Savings Bank',
    realTimePayments: false,
    behaviour: 'login_error',
    accounts: [checking('Herringbone Checking', '8888', 50_000)],
  },
];

export function sandboxInstitution(institutionId: string): SandboxInstitution | null {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.institutionId === institutionId) ?? null;
}
