// Stubs of the sandbox Link routes (docs/sandbox.md) for component tests, answering as the
// product's sandbox does: Plaid-shaped successes and errors.
import { json, type StubHandler } from '@portal/shared/testing';

export const INSTITUTIONS = [
  { institution_id: 'ins_109508', name: 'First Platypus Bank', logoURL: 'https://assets.example/fp.png', mfa: false },
  { institution_id: 'ins_109512', name: 'Houndstooth Bank', logoURL: null, mfa: true },
];

export function linkSuccess(accountId: string, verificationStatus: string | null = null) {
  return {
    public_token: 'public-sandbox-1',
    metadata: {
      link_session_id: 'ls-1',
      institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
      accounts: [
        {
          id: accountId,
          name: 'Plaid Checking',
          mask: '0000',
          type: 'depository',
          subtype: 'checking',
          verification_status: verificationStatus,
          class_type: null,
        },
      ],
      account_id: accountId,
    },
  };
}

/** Link mode: search, login (user_good / pass_good), one checking and one savings account. */
export function sandboxLinkStubs({ verificationStatus = null }: { verificationStatus?: string | null } = {}): Record<
  string,
  StubHandler
> {
  return {
    'GET /sandbox/link/session': () => json({ mode: 'link' }),
    'GET /sandbox/link/institutions': () => json({ institutions: INSTITUTIONS }),
    'POST /sandbox/link/login': ({ body }) =>
      (body as { password: string }).password === 'pass_good'
        ? json({
            link_session_id: 'ls-1',
            status: 'accounts',
            accounts: [
              {
                id: 'acc-chk',
                name: 'Plaid Checking',
                mask: '0000',
                type: 'depository',
                subtype: 'checking',
                verification_status: verificationStatus,
              },
              {
                id: 'acc-sav',
                name: 'Plaid Saving',
                mask: '1111',
                type: 'depository',
                subtype: 'savings',
                verification_status: null,
              },
            ],
          })
        : json(
            {
              error_type: 'ITEM_ERROR',
              error_code: 'INVALID_CREDENTIALS',
              display_message: 'The provided credentials were not correct. Please try again.',
            },
            400,
          ),
    'POST /sandbox/link/complete': ({ body }) =>
      json(linkSuccess((body as { account_id: string }).account_id, verificationStatus)),
  };
}
