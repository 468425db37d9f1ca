import { redirectFor, type SessionFacts } from './redirect-rules';

const visitor: SessionFacts = {
  signedIn: false,
  client: null,
  identityComplete: null,
  initiatedTransferId: null,
  waitingPayoutId: null,
  place: null,
  keptPlace: null,
};
/** Registered and verified, identity step not done yet. */
const newClient: SessionFacts = {
  signedIn: true,
  client: { email: null },
  identityComplete: false,
  initiatedTransferId: null,
  waitingPayoutId: null,
  place: null,
  keptPlace: null,
};
/** SSN, date of birth and e-mail on file. */
const complete: SessionFacts = {
  signedIn: true,
  client: { email: 'ana@example.com' },
  identityComplete: true,
  initiatedTransferId: null,
  waitingPayoutId: null,
  place: null,
  keptPlace: null,
};
/** A seller without SSN and date of birth, a payout to accept. */
const payoutWaits: SessionFacts = { ...newClient, waitingPayoutId: 'd-1' };
const unknownIdentity: SessionFacts = { ...complete, identityComplete: null };
const initiated = (facts: SessionFacts): SessionFacts => ({ ...facts, initiatedTransferId: 't-9' });
/** The page's query says where the visitor was going. */
const going = (facts: SessionFacts, place: string): SessionFacts => ({ ...facts, place });
/** A place kept from sign-in. */
const kept = (facts: SessionFacts, keptPlace: string): SessionFacts => ({ ...facts, keptPlace });

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
    // ... and the page they opened goes along in ?next=, to land on after the code.
    ['visitor at step-2', visitor, '/create-account/step-2', '/create-account?next=%2Fcreate-account%2Fstep-2'],
    ['visitor at /transfer-history', visitor, '/transfer-history', '/create-account?next=%2Ftransfer-history'],
    [
      'visitor at one transfer',
      visitor,
      '/transfer-history/t-1?from=text',
      '/create-account?next=%2Ftransfer-history%2Ft-1%3Ffrom%3Dtext',
    ],
    ['visitor at /account', visitor, '/account', '/create-account?next=%2Faccount'],
    ['visitor at an unknown path', visitor, '/nowhere', '/create-account?next=%2Fnowhere'],
    ['visitor at /login with a place', visitor, '/login?next=%2Fbank-accounts', null],
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
    // Signed in on a visitor page that says where the visitor was going: there.
    ['identity, /login with a place', going(complete, '/transfer-history/t-1'), '/login', '/transfer-history/t-1'],
    [
      'no identity, account-verification with a request',
      going(newClient, '/create-account/step-select-account?go_to_transfer=t-1'),
      '/create-account/account-verification',
      '/create-account/step-select-account?go_to_transfer=t-1',
    ],
    // A place that is a visitor page or '/' would only send the client on: the usual landing.
    ['a place that is /login', going(complete, '/login'), '/create-account', '/transfer-history'],
    ['a place that is /', going(complete, '/'), '/login', '/transfer-history'],
    ['a place that is an agent page', going(complete, '/partner/jane'), '/login', '/transfer-history'],
    // The query's place counts on the visitor pages only.
    ['a place on another page', going(complete, '/message-center'), '/bank-accounts', null],
    // A kept place: held while the rules send the client elsewhere, then where they go.
    ['kept, no identity, at step-2', kept(newClient, '/message-center'), '/create-account/step-2', null],
    ['kept, no identity, elsewhere', kept(newClient, '/message-center'), '/bank-accounts', '/create-account/step-2'],
    ['kept, identity now stored', kept(complete, '/message-center'), '/bank-accounts', '/message-center'],
    ['kept, identity unknown', kept(unknownIdentity, '/transfer-history/t-1'), '/', '/transfer-history/t-1'],
    ['kept, and there', kept(complete, '/message-center'), '/message-center', null],
    [
      'kept, a request with step-2 done',
      kept(complete, '/create-account/step-select-account?go_to_transfer=t-1'),
      '/bank-accounts',
      '/create-account/step-select-account?go_to_transfer=t-1',
    ],
    [
      'kept, overtaken by an Initiated transfer',
      initiated(kept(complete, '/message-center')),
      '/bank-accounts',
      '/create-account/step-select-account?go_to_transfer=t-9',
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

  it('keeps a place the rules do not let the client reach yet, and forgets it when an Initiated transfer overtakes it', () => {
    expect(redirectFor(at('/login'), going(newClient, '/message-center'))).toEqual({
      to: '/message-center',
      keepPlace: '/message-center',
    });
    expect(redirectFor(at('/bank-accounts'), kept(complete, '/message-center'))).toEqual({ to: '/message-center' });
    expect(redirectFor(at('/bank-accounts'), initiated(kept(complete, '/message-center')))).toMatchObject({
      forgetPlace: true,
    });
    expect(redirectFor(at('/bank-accounts'), kept(newClient, '/message-center'))).not.toHaveProperty('forgetPlace');
  });
});
