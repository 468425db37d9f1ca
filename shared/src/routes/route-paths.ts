import { REQUEST_LINK_PARAM, RETURN_PATH_PARAM } from '@portal/shared/constants';

// Every path a remote links to. Remotes never spell another remote's path: they use
// these, so the shell can remap them in one place.

export const ROUTES = {
  root: '/',
  login: '/login',
  createAccount: '/create-account',
  accountVerification: '/create-account/account-verification',
  step2: '/create-account/step-2',
  stepSelectAccount: '/create-account/step-select-account',
  step3: '/create-account/step-3',
  step4: '/create-account/step-4',
  success: '/create-account/success',
  error: '/create-account/error',
  verification: '/create-account/verification',
  /** Prefix of the agent landing pages, see partnerPath. */
  partner: '/partner',
  bankAccounts: '/bank-accounts',
  transferHistory: '/transfer-history',
  /** One transfer of the history: amounts, timeline, failure, documents, cancel and retry (see transferPath). */
  transferOverview: '/transfer-history/:transferId',
  account: '/account',
  messageCenter: '/message-center',
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Query parameter names the flows pass along. */
export const QUERY_PARAMS = {
  goToTransfer: 'go_to_transfer',
  disbursement: 'disbursement',
  partnerUri: 'partnerURI',
  /** The bank account chosen on step-select-account, read by the transfer steps. */
  bankAccount: 'bank_account',
  /** On /create-account and /login: a transfer request's signed reference, from its text or e-mail. */
  request: REQUEST_LINK_PARAM,
  /** On /create-account and /login: where the visitor was going (a same-origin path). */
  next: RETURN_PATH_PARAM,
} as const;

/** The disbursement tabs: Select a Bank Account, Accept Your Payment, Success. */
export const DISBURSEMENT_STEPS = ['select-bank', 'payment', 'success'] as const;
export type DisbursementStep = (typeof DISBURSEMENT_STEPS)[number];

/** The page of one transfer, reached from its history row. */
export function transferPath(transferId: string): string {
  return ROUTES.transferOverview.replace(':transferId', encodeURIComponent(transferId));
}

/** `path` with the given query parameters; empty values are left out. */
export function pathWithQuery(path: string, params: Readonly<Record<string, string | null | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
