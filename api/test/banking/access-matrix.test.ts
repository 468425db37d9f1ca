/**
 * The access matrix of the /account routes: another client of the same tenant, a client of
 * another tenant and a visitor ask every route about client A's records, with A's ids and with
 * their own ids next to A's. Each gets the answer for an id that does not exist (404, or 401
 * without a valid session), never one of A's values, and A's rows, customer and funding sources
 * stay as they were. A then asks the same and is answered, so the matrix is not vacuous.
 */
import { eq } from 'drizzle-orm';
import { bankAccount, client as clientTable } from '../../src/platform/database/schema';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import {
  bankingConfig,
  call,
  type Caller,
  linkAccount,
  readyClient,
  sandboxLink,
  storeIdentityDocument,
  type BankingClient,
} from './support';

interface Victim {
  who: BankingClient;
  verified: string;
  pending: string;
  mismatch: string;
  documentId: string;
  publicToken: string;
  plaidAccountId: string;
}

type Request = [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object];

/** Every route, naming A's records; `self` is the caller's own client and tenant where a route takes them. */
function requests(a: Victim, self: { clientId: string; tenantId: string }): Array<[string, Request]> {
  const ids = [
    ['with A ids', { clientId: a.who.clientId, tenantId: a.who.tenantId }],
    ['with own ids', self],
  ] as const;
  return ids.flatMap(([label, owner]): Array<[string, Request]> => [
    [`link-token ${label}`, ['POST', '/account/plaid/link-token', { user: { client_user_id: owner.clientId } }]],
    [
      `override ${label}`,
      ['POST', '/account/auth/create-client', { id: owner.clientId, bankAccountId: a.mismatch, override: true }],
    ],
    [
      `microdeposit link-token ${label}`,
      [
        'POST',
        '/account/microdeposit/link-token',
        { id: owner.clientId, tenantId: owner.tenantId, bankAccountId: a.pending },
      ],
    ],
    [
      `microdeposit verify ${label}`,
      [
        'POST',
        '/account/microdeposit/verify',
        { id: owner.clientId, tenantId: owner.tenantId, bankAccountId: a.pending },
      ],
    ],
    [`client-accounts ${label}`, ['GET', `/account/client-accounts/${owner.clientId}`]],
    [`disconnect ${label}`, ['DELETE', '/account', { bankAccountId: a.verified }]],
    [
      `document ${label}`,
      ['POST', `/account/document/${owner.clientId}`, { documentType: 'Passport', assetId: a.documentId }],
    ],
  ]);
}

describe.each(driversFor('one'))('access matrix of the banking routes (%s)', (driver) => {
  const context = useTestApp(driver, bankingConfig());
  let a: Victim;
  let b: BankingClient;
  let c: BankingClient;

  beforeAll(async () => {
    const { app, database } = context;
    const who = await readyClient(app, database.db);
    const verified = (await linkAccount(app, who, 'ins_109508')).response.json().bankAccountId;
    const pending = (await linkAccount(app, who, 'ins_109511')).response.json().bankAccountId;
    const mismatch = (await linkAccount(app, who, 'ins_109510')).response.json().bankAccountId;
    const documentId = (await storeIdentityDocument(context, who)).id;
    const unused = await sandboxLink(app, who, 'ins_109508', 1);
    a = {
      who,
      verified,
      pending,
      mismatch,
      documentId,
      publicToken: unused.public_token,
      plaidAccountId: unused.metadata.account_id,
    };
    b = await readyClient(app, database.db);
    c = await readyClient(app, database.db, { tenant: 'acme' });
  });

  const snapshot = async () => ({
    accounts: await context.database.db.select().from(bankAccount).where(eq(bankAccount.clientId, a.who.clientId)),
    client: await context.database.db.select().from(clientTable).where(eq(clientTable.id, a.who.clientId)),
  });

  const callers = (): Array<[string, Caller, { clientId: string; tenantId: string }, number]> => [
    ['another client', b, b, 404],
    ['a client of another tenant', c, c, 404],
    ["another tenant's session on A's host", { host: a.who.host, token: c.token }, c, 401],
    ['a visitor', { host: a.who.host }, { clientId: a.who.clientId, tenantId: a.who.tenantId }, 401],
  ];

  it('answers everyone but A as if A had nothing, and changes nothing of A', async () => {
    const before = await snapshot();
    for (const [name, caller, self, status] of callers()) {
      for (const [label, [method, url, body]] of requests(a, self)) {
        const response = await call(context.app, caller, method, url, body);
        // One's own link token and own (empty) list are answered: about the caller, not A.
        const ownRead =
          status === 404 &&
          label.endsWith('own ids') &&
          (label.startsWith('link-token') || label.startsWith('client-accounts'));
        const context_ = `${name}: ${label}`;
        expect([context_, response.statusCode]).toEqual([context_, ownRead ? 200 : status]);
        for (const secret of [a.verified, a.pending, a.mismatch, a.documentId, '"0000"', 'Plaid Checking']) {
          expect([context_, response.body.includes(secret)]).toEqual([context_, false]);
        }
      }
      // A's public token, used by someone else, still links nothing of A's to A.
      await call(context.app, caller, 'POST', '/account/microdeposit/start', {
        id: a.who.clientId,
        tenantId: a.who.tenantId,
        publicToken: a.publicToken,
        plaidAccountId: a.plaidAccountId,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers A', async () => {
    for (const [label, [method, url, body]] of requests(a, a.who)) {
      if (label.startsWith('disconnect') || label.includes('own ids')) continue;
      const response = await call(context.app, a.who, method, url, body);
      expect([label, response.statusCode < 500, response.statusCode === 404 || response.statusCode === 401]).toEqual([
        label,
        true,
        false,
      ]);
    }
    expect((await call(context.app, a.who, 'DELETE', '/account', { bankAccountId: a.verified })).statusCode).toBe(200);
  });
});
