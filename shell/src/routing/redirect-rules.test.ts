import { redirectFor, type SessionFacts } from './redirect-rules';

const visitor: SessionFacts = {
  signedIn: false,
  client: null,
  identityComplete: null,
  initiatedTransferId: null,
  waitingPayoutId: null,
};
/** Registered and verified, identity step not done yet. */
const newClient: SessionFacts = {
  signedIn: true,
  client: { email: null },
  identityComplete: false,
  initiatedTransferId: null,
  waitingPayoutId: null,
};
/** SSN, date of birth and e-mail on file. */
const complete: SessionFacts = {
  signedIn: true,
  client: { email: 'ana@example.com' },
  identityComplete: true,
  initiatedTransferId: null,
  waitingPayoutId: null,
};
/** A seller without SSN and date of birth, a payout to accept. */
const payoutWaits: SessionFacts = { ...newClient, waitingPayoutId: 'd-1' };
const unknownIdentity: SessionFacts = { ...complete, identityComplete: null };
const initiated = (facts: SessionFacts): SessionFacts => ({ ...facts, initiatedTransferId: 't-9' });

function at(url: string) {
  const { pathname, search } = new URL(url, 'http://demo.localhost');
  return { pathname, search };
}

describe('redirect rules of requirements §2', () => {
  it.each<[string, SessionFacts, string, string | null]>([
    // '/' by sign-in and e-mail.
    ['visitor at /', visitor, '/', '/create-account'],
    ['signed in without e-mail at /', { ...newClient, identityComplete: true }, '/', '/account'],
    ['signed in with e-mail at /', complete, '/', '/transfer-history'],
    // Visitors: everything but /login, /partner paths and the steps before the code is verified.
    ['visitor at /create-account', visitor, '/create-account', null],
    ['visitor at /login?partnerURI=jane', visitor, '/login?partnerURI=jane', null],
    ['visitor at account-verification', visitor, '/create-account/account-verification', null],
    ['visitor at an agent page', visitor, '/partner/jane-realtor', null],
    ['visitor at an agent step', visitor, '/partner/create-account/step-2/jane-realtor', null],
    ['visitor at step-2', visitor, '/create-account/step-2', '/create-account'],
    ['visitor at /transfer-history', visitor, '/transfer-history', '/create-account'],
    ['visitor at /account', visitor, '/account', '/create-account'],
    ['visitor at an unknown path', visitor, '/nowhere', '/create-account'],
    // Without SSN and date of birth: back to step-2, keeping the query, except for a disbursement.
    ['no identity at /bank-accounts', newClient, '/bank-accounts', '/create-account/step-2'],
    ['no identity at /account', newClient, '/account', '/create-account/step-2'],
    [
      'no identity at step-3 of a transfer',
      newClient,
      '/create-account/step-3?go_to_transfer=t1',
      '/create-account/step-2?go_to_transfer=t1',
    ],
    ['no identity at step-2', newClient, '/create-account/step-2', null],
    [
      'no identity in an agent flow',
      newClient,
      '/partner/create-account/step-3/jane',
      '/partner/create-account/step-2/jane',
    ],
    ['no identity at an agent step-2', newClient, '/partner/create-account/step-2/jane', null],
    [
      'no identity accepting a disbursement',
      newClient,
      '/create-account/step-select-account?go_to_transfer=t1&disbursement=select-bank',
      null,
    ],
    ['no identity at the disbursement success', newClient, '/create-account/success?disbursement=success', null],
    // A payout waits: its history (where ACCEPT PAYMENT is) is open without SSN and date of birth.
    ['no identity, a payout waits, at history', payoutWaits, '/transfer-history', null],
    [
      'no identity, a payout waits, at /',
      { ...payoutWaits, client: { email: 'sam@example.com' } },
      '/',
      '/transfer-history',
    ],
    ['no identity, a payout waits, at /bank-accounts', payoutWaits, '/bank-accounts', '/create-account/step-2'],
    ['no identity, no payout, at history', newClient, '/transfer-history', '/create-account/step-2'],
    // With SSN and date of birth the earlier steps are skipped.
    [
      'identity at step-2',
      complete,
      '/create-account/step-2?go_to_transfer=t1',
      '/create-account/step-select-account?go_to_transfer=t1',
    ],
    ['identity at /bank-accounts', complete, '/bank-accounts', null],
    ['identity at /create-account', complete, '/create-account', '/transfer-history'],
    ['identity at /login', complete, '/login', '/transfer-history'],
    ['identity at account-verification', complete, '/create-account/account-verification', '/transfer-history'],
    ['identity at an agent page', complete, '/partner/jane-realtor', null],
    [
      'identity at an agent account-verification',
      complete,
      '/partner/create-account/account-verification/jane',
      '/transfer-history',
    ],
    // The sensitive data could not be read: only logged (requirements §8), nobody is moved.
    ['unknown identity at /bank-accounts', unknownIdentity, '/bank-accounts', null],
    ['unknown identity at step-2', unknownIdentity, '/create-account/step-2', null],
    // An Initiated transfer routes into the flow, wherever the client is.
    [
      'Initiated, identity stored',
      initiated(complete),
      '/transfer-history',
      '/create-account/step-select-account?go_to_transfer=t-9',
    ],
    ['Initiated, no identity', initiated(newClient), '/bank-accounts', '/create-account/step-2?go_to_transfer=t-9'],
    ['Initiated, identity unknown', initiated(unknownIdentity), '/', '/create-account/step-2?go_to_transfer=t-9'],
    [
      'Initiated, in an agent flow',
      initiated(complete),
      '/partner/jane',
      '/partner/create-account/step-select-account/jane?go_to_transfer=t-9',
    ],
  ])('%s: %s', (_, facts, url, expected) => {
    expect(redirectFor(at(url), facts)?.to ?? null).toBe(expected);
  });

  it('marks an Initiated transfer viewed, and only that rule does', () => {
    expect(redirectFor(at('/transfer-history'), initiated(complete))).toEqual({
      to: '/create-account/step-select-account?go_to_transfer=t-9',
      markViewed: 't-9',
    });
    expect(redirectFor(at('/bank-accounts'), newClient)).not.toHaveProperty('markViewed');
  });
});
