/**
 * A draft or a transfer moves money only through the client's own bank account that is active,
 * verified and supported: GraphQL createTransfer and updateTransfer refuse anything
 * else, whatever the browser offered.
 */
import { english } from '../../src/i18n';
import { eq } from 'drizzle-orm';
import { ACCOUNT_NOT_SUPPORTED, ACCOUNT_NOT_VERIFIED } from '../../src/transfers/transfer-messages';
import { BANK_ACCOUNT_NOT_FOUND } from '@portal/shared/constants';
import { bankAccount, transfer } from '../../src/platform/database/schema';
import { asClient, createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

const CREATE = `mutation ($data: TransferCreateInput!) { createTransfer(data: $data) { id sourceBankAccount { id } } }`;
const UPDATE = `mutation ($id: ID!, $data: TransferUpdateInput!) { updateTransfer(id: $id, data: $data) { id sourceBankAccount { id } } }`;

describe.each(driversFor('one'))('accounts a transfer may use (%s)', (driver) => {
  const context = useTestApp(driver);
  let a: ClientFixture;
  let b: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
    b = await createClientFixture(context.database.db, 'demo');
  });
  const draft = (source: string) => ({
    purpose: 'Earnest Money Deposit for Purchase',
    sourceBankAccount: { connect: { id: source } },
    destBankAccount: { connect: { id: a.escrowId } },
  });
  const sourceOf = async (id: string) =>
    (await context.database.db.select().from(transfer).where(eq(transfer.id, id)))[0]?.sourceBankAccountId;

  it('accepts the client’s own verified, supported account', async () => {
    const { body } = await asClient(context.app, a)<{ createTransfer: { sourceBankAccount: { id: string } } }>(CREATE, {
      data: draft(a.accounts.checking),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createTransfer.sourceBankAccount.id).toBe(a.accounts.checking);
  });

  it.each([
    [
      'awaiting micro-deposits',
      (f: ClientFixture) => f.accounts.pending,
      english(ACCOUNT_NOT_VERIFIED),
      'BAD_USER_INPUT',
    ],
    [
      'unsupported (the seeded rule)',
      (f: ClientFixture) => f.accounts.savings,
      english(ACCOUNT_NOT_SUPPORTED),
      'BAD_USER_INPUT',
    ],
  ])('refuses an account %s, on create and on update', async (_label, pick, message, code) => {
    const created = await asClient(context.app, a)(CREATE, { data: draft(pick(a)) });
    expect(created.body.errors?.[0]).toMatchObject({ message, extensions: { code } });

    const update = await asClient(context.app, a)(UPDATE, {
      id: a.transfers.draft,
      data: { sourceBankAccount: { connect: { id: pick(a) } } },
    });
    expect(update.body.errors?.[0]?.message).toBe(message);
    expect(await sourceOf(a.transfers.draft)).toBe(a.accounts.checking);
  });

  it("refuses another client's account as if it did not exist, and a disconnected one of one's own", async () => {
    const foreign = await asClient(context.app, a)(CREATE, { data: draft(b.accounts.checking) });
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: BANK_ACCOUNT_NOT_FOUND,
      extensions: { code: 'NOT_FOUND' },
    });

    const own = await createClientFixture(context.database.db, 'demo');
    await context.database.db
      .update(bankAccount)
      .set({ active: false })
      .where(eq(bankAccount.id, own.accounts.checking));
    const inactive = await asClient(context.app, own)(UPDATE, {
      id: own.transfers.draft,
      data: { sourceBankAccount: { connect: { id: own.accounts.checking } } },
    });
    expect(inactive.body.errors?.[0]?.message).toBe(BANK_ACCOUNT_NOT_FOUND);
  });
});
