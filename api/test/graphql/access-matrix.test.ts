/**
 * The access matrix: every client-scoped query and mutation, asked by everyone who is not
 * client A, about A's records. Each answer must be exactly the answer for an id that does not
 * exist (null, [], a count of 0, NOT_FOUND, or UNAUTHENTICATED without a valid session), must
 * not contain any of A's ids, and no mutation may change A's rows. A then asks the same
 * questions and gets its records, so the matrix is not vacuously empty.
 */
import { eq } from 'drizzle-orm';
import { bankAccount, client, clientDocument, clientMessage, transfer } from '../../src/platform/database/schema';
import { randomTestPhone } from '../support/auth-fixtures';
import { asClient, createClientFixture, UNKNOWN_ID, type ClientFixture } from '../support/graphql-fixtures';
import { HOSTS, type GraphqlResponse } from '../support/test-app';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

/** The parts of A's records an operation names. */
interface Target {
  clientId: string;
  phone: string;
  draft: string;
  initiated: string;
  completed: string;
  account: string;
  street: string;
}

interface Operation {
  name: string;
  document: (target: Target) => string;
}

const OPERATIONS: Operation[] = [
  { name: 'allClients by id', document: (t) => `{ allClients(where: { id: "${t.clientId}" }) { id } }` },
  { name: 'allClients by phone', document: (t) => `{ allClients(where: { mobilePhone: "${t.phone}" }) { id } }` },
  { name: 'Client', document: (t) => `{ Client(where: { id: "${t.clientId}" }) { id mobilePhone } }` },
  {
    name: 'allTransfers by client',
    document: (t) => `{ allTransfers(where: { client: { id: "${t.clientId}" } }) { id } }`,
  },
  { name: 'allTransfers by id', document: (t) => `{ allTransfers(where: { id_in: ["${t.draft}"] }) { id amount } }` },
  {
    name: '_allTransfersMeta',
    document: (t) => `{ _allTransfersMeta(where: { client: { id: "${t.clientId}" } }) { count } }`,
  },
  { name: 'Transfer', document: (t) => `{ Transfer(where: { id: "${t.draft}" }) { id amount client { id } } }` },
  {
    name: 'allBankAccounts by client',
    document: (t) => `{ allBankAccounts(where: { client: { id: "${t.clientId}" } }) { id } }`,
  },
  {
    name: 'allBankAccounts by id',
    document: (t) => `{ allBankAccounts(where: { id: "${t.account}" }) { id balance } }`,
  },
  { name: 'BankAccount', document: (t) => `{ BankAccount(where: { id: "${t.account}" }) { id balance } }` },
  {
    name: 'allClientDocuments by client',
    document: (t) => `{ allClientDocuments(where: { client: { id: "${t.clientId}" } }) { id } }`,
  },
  {
    name: 'allClientDocuments by transfer',
    document: (t) => `{ allClientDocuments(where: { transfer: { id: "${t.completed}" } }) { id } }`,
  },
  {
    name: 'allClientMessages by client',
    document: (t) => `{ allClientMessages(where: { client: { id: "${t.clientId}" } }) { id } }`,
  },
  {
    name: 'allClientMessages by transfer',
    document: (t) => `{ allClientMessages(where: { transfer: { id: "${t.completed}" } }) { id } }`,
  },
  {
    name: 'allClientMessages by search',
    document: (t) =>
      `{ allClientMessages(where: { OR: [{ transfer: { propertyAddress1_contains_i: "${t.street}" } }] }) { id } }`,
  },
  {
    name: '_allClientMessagesMeta',
    document: (t) => `{ _allClientMessagesMeta(where: { client: { id: "${t.clientId}" } }) { count } }`,
  },
  {
    name: 'updateClient',
    document: (t) => `mutation { updateClient(id: "${t.clientId}", data: { city: "Taken" }) { id city } }`,
  },
  {
    name: 'updateTransfer',
    document: (t) => `mutation { updateTransfer(id: "${t.draft}", data: { amount: "1.00" }) { id amount } }`,
  },
  {
    name: 'saveTransfer',
    document: (t) => `mutation { saveTransfer(id: "${t.initiated}", data: { status: "viewed" }) { id status } }`,
  },
  {
    name: 'createTransfer from its account',
    document: (t) =>
      `mutation { createTransfer(data: { amount: "1.00", sourceBankAccount: { connect: { id: "${t.account}" } } }) { id } }`,
  },
  {
    name: 'createTransfer for its client',
    document: (t) =>
      `mutation { createTransfer(data: { amount: "1.00", client: { connect: { id: "${t.clientId}" } } }) { id } }`,
  },
];

const targetOf = (fixture: ClientFixture): Target => ({
  clientId: fixture.client.id,
  phone: fixture.client.mobilePhone,
  draft: fixture.transfers.draft,
  initiated: fixture.transfers.initiated,
  completed: fixture.transfers.completed,
  account: fixture.accounts.checking,
  street: fixture.street,
});

/** Ids of nothing: what every actor but A must be unable to tell apart from A's. */
const NOBODY: Target = {
  clientId: UNKNOWN_ID,
  phone: randomTestPhone(),
  draft: UNKNOWN_ID,
  initiated: UNKNOWN_ID,
  completed: UNKNOWN_ID,
  account: UNKNOWN_ID,
  street: 'no such street anywhere',
};

type Actor = 'no session' | 'client B (same tenant)' | 'client C (acme, own host)' | "A's token on acme's host";
const ACTORS: Actor[] = [
  'no session',
  'client B (same tenant)',
  'client C (acme, own host)',
  "A's token on acme's host",
];

/** What the answer says, without the parts that differ for reasons other than access (locations). */
function outcome(response: GraphqlResponse) {
  return {
    statusCode: response.statusCode,
    data: response.body.data ?? null,
    errors: (response.body.errors ?? []).map((error) => ({ message: error.message, code: error.extensions?.code })),
  };
}

function found(response: GraphqlResponse): boolean {
  const value = Object.values(response.body.data ?? {})[0] as unknown;
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return (value as { count?: number }).count !== 0;
}

describe.each(driversFor('one'))('access matrix: client-scoped operations (%s)', (driver) => {
  const context = useTestApp(driver);
  let a: ClientFixture;
  let b: ClientFixture;
  let c: ClientFixture;
  let snapshot: unknown;

  const rowsOf = async (clientId: string) => {
    const db = context.database.db;
    const order = <T extends { id: string }>(rows: T[]) => [...rows].sort((x, y) => x.id.localeCompare(y.id));
    return {
      client: await db.select().from(client).where(eq(client.id, clientId)),
      transfers: order(await db.select().from(transfer).where(eq(transfer.clientId, clientId))),
      accounts: order(await db.select().from(bankAccount).where(eq(bankAccount.clientId, clientId))),
      messages: order(await db.select().from(clientMessage).where(eq(clientMessage.clientId, clientId))),
      documents: order(await db.select().from(clientDocument).where(eq(clientDocument.clientId, clientId))),
    };
  };

  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
    b = await createClientFixture(context.database.db, 'demo');
    c = await createClientFixture(context.database.db, 'acme');
    snapshot = await rowsOf(a.client.id);
  });

  const ask = (actor: Actor) => {
    switch (actor) {
      case 'no session':
        return asClient(context.app, null, HOSTS.demo);
      case 'client B (same tenant)':
        return asClient(context.app, b);
      case 'client C (acme, own host)':
        return asClient(context.app, c);
      case "A's token on acme's host":
        return asClient(context.app, a, HOSTS.acme);
    }
  };

  describe.each(ACTORS)('%s', (actor) => {
    it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
      '%s: answers as for an id that does not exist',
      async (_name, operation) => {
        const theirs = await ask(actor)(operation.document(targetOf(a)));
        const nobodys = await ask(actor)(operation.document(NOBODY));
        expect(outcome(theirs)).toEqual(outcome(nobodys));
        expect(theirs.statusCode).toBeLessThan(500);
        expect(found(theirs)).toBe(false);
        const text = JSON.stringify(theirs.body);
        for (const id of [
          a.client.id,
          a.client.mobilePhone,
          ...Object.values(a.transfers),
          ...Object.values(a.accounts),
        ]) {
          expect(text).not.toContain(id);
        }
        if (actor === 'no session' || actor === "A's token on acme's host") {
          // Public lookups (bank accounts by id) answer empty; everything else needs a session.
          const codes = theirs.body.errors?.map((error) => error.extensions?.code) ?? [];
          expect(codes.every((code) => code === 'UNAUTHENTICATED')).toBe(true);
        }
      },
    );
  });

  it("leaves A's rows exactly as they were", async () => {
    expect(await rowsOf(a.client.id)).toEqual(snapshot);
  });

  it('created nothing for the other clients either', async () => {
    for (const other of [b, c]) {
      const rows = await context.database.db
        .select({ id: transfer.id })
        .from(transfer)
        .where(eq(transfer.clientId, other.client.id));
      expect(rows).toHaveLength(Object.keys(other.transfers).length);
    }
  });

  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    'A itself: %s finds or changes its own record',
    async (_name, operation) => {
      const response = await asClient(context.app, a)(operation.document(targetOf(a)));
      expect(response.body.errors).toBeUndefined();
      expect(found(response)).toBe(true);
    },
  );
});
