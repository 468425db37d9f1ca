import { eq, type Logger as QueryLogger } from 'drizzle-orm';
import { transfer } from '../../src/platform/database/schema';
import { asClient, createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

/** Every statement the app sends, in order, so a test can count them per request. */
class StatementLog implements QueryLogger {
  statements: string[] = [];

  logQuery(query: string) {
    this.statements.push(query);
  }

  /** The statements sent while `work` ran. */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    const start = this.statements.length;
    await work();
    return this.statements.slice(start);
  }
}

const HISTORY = `query ($first: Int) {
  allTransfers(sortBy: [createdAt_DESC], first: $first) {
    id status amount createdAt
    transferType { id name }
    sourceBankAccount { id bankName }
    destBankAccount { id bankName }
    escrowBankAccount { id bankName }
    tenant { name }
  }
  _allTransfersMeta { count }
}`;

const MESSAGES = `query ($first: Int) {
  allClientMessages(first: $first) { id type tenant { name } transfer { id propertyAddress1 } }
  _allClientMessagesMeta { count }
}`;

/** Statements that read `table` itself (not a join onto it, as the session lookup joins tenant). */
const reading = (statements: string[], table: string) =>
  statements.filter((statement) => new RegExp(`from "${table}"`).test(statement));

const drivers = driversFor('one');

describe.each(drivers)('GraphQL lists: relations batched per request, only selected columns (%s)', (driver) => {
  const log = new StatementLog();
  const context = useTestApp(driver, {}, {}, { queryLogger: log });
  let a: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
    // The first request of a session may also move its last-seen time; keep that out of the counts.
    await asClient(context.app, a)(HISTORY, { first: 1 });
  });

  const run = (query: string, first: number) =>
    log.during(async () => {
      const { body } = await asClient(context.app, a)<Record<string, unknown[]>>(query, { first });
      expect(body.errors).toBeUndefined();
    });

  it('reads each relation of the history once, whatever the page size', async () => {
    const one = await run(HISTORY, 1);
    const all = await run(HISTORY, 100);
    expect(all).toHaveLength(one.length);
    // The three account fields share one loader: one statement for all of them, all rows.
    expect(reading(all, 'bank_account')).toHaveLength(1);
    expect(reading(all, 'transfer_type')).toHaveLength(1);
    // One text whatever the number of ids (one array parameter): prepared once (ADR 41).
    expect(reading(all, 'bank_account')).toEqual(reading(one, 'bank_account'));
    // The session's tenant came with the session.
    expect(reading(all, 'tenant')).toHaveLength(0);
  });

  it('reads only the columns the history selects', async () => {
    const [list] = reading(await run(HISTORY, 100), 'transfer').filter((statement) => /order by/i.test(statement));
    expect(list).toContain('"amount_cents"');
    expect(list).toContain('"source_bank_account_id"');
    expect(list).not.toContain('"other_individuals"');
    expect(list).not.toContain('"notes"');
  });

  it('reads only the columns an account relation can show (no provider links, no sealed token)', async () => {
    const [accounts] = reading(await run(HISTORY, 100), 'bank_account');
    expect(accounts).toContain('"bank_name"');
    expect(accounts).not.toMatch(/link_access_token|"account_number"|funding_source_id/);
  });

  it('answers null for a related row of another client, preloaded or loaded by the field', async () => {
    // Something the write paths never create: a's transfer pointing at b's account.
    const b = await createClientFixture(context.database.db, 'demo');
    const id = a.transfers.draft;
    await context.database.db
      .update(transfer)
      .set({ sourceBankAccountId: b.accounts.checking })
      .where(eq(transfer.id, id));
    const query = `query ($id: ID!, $lazy: Boolean!) {
      allTransfers(first: 100) { id sourceBankAccount { id } destBankAccount @include(if: $lazy) { id } }
      Transfer(where: { id: $id }) { sourceBankAccount { id } lazy: sourceBankAccount @include(if: $lazy) { id } }
    }`;
    const { body } = await asClient(context.app, a)<{
      allTransfers: Array<{ id: string; sourceBankAccount: { id: string } | null }>;
      Transfer: { sourceBankAccount: { id: string } | null; lazy: { id: string } | null };
    }>(query, { id, lazy: true });
    expect(body.errors).toBeUndefined();
    expect(body.data!.allTransfers.find((row) => row.id === id)!.sourceBankAccount).toBeNull();
    expect(body.data!.Transfer).toEqual({ sourceBankAccount: null, lazy: null });
    // The other transfers keep their own accounts.
    expect(body.data!.allTransfers.filter((row) => row.sourceBankAccount !== null).length).toBeGreaterThan(0);
  });

  it('reads the messages’ transfers once and their tenant not at all', async () => {
    const one = await run(MESSAGES, 1);
    const all = await run(MESSAGES, 100);
    expect(all).toHaveLength(one.length);
    expect(reading(all, 'transfer')).toHaveLength(1);
    expect(reading(all, 'tenant')).toHaveLength(0);
  });
});
