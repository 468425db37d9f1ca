import { eq } from 'drizzle-orm';
import { bankAccount } from '../../src/platform/database/schema';
import { centsToDecimal } from '../../src/platform/money';
import { microDepositAmounts } from '../../src/platform/providers/bank-linking/sandbox/micro-deposit-statement';
import { useTestApp, type TestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { bankingConfig, call, linkAccount, listAccounts, readyClient, type BankingClient } from './support';

/** Link a Tartan (micro-deposit) account; returns its id and Plaid account id. */
async function pendingAccount(context: TestApp, who: BankingClient) {
  const { response, success } = await linkAccount(context.app, who, 'ins_109511');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ bankAccountId: expect.any(String), status: 'pending' });
  return { bankAccountId: response.json().bankAccountId as string, plaidAccountId: success.metadata.account_id };
}

/** The update-mode link token, as the VERIFY button asks for it. */
async function updateToken(context: TestApp, who: BankingClient, bankAccountId: string) {
  const response = await call(context.app, who, 'POST', '/account/microdeposit/link-token', {
    id: who.clientId,
    tenantId: who.tenantId,
    bankAccountId,
  });
  expect(response.statusCode).toBe(200);
  return response.json().linkToken as string;
}

const enter = (context: TestApp, who: BankingClient, linkToken: string, amounts: string[]) =>
  call(context.app, { host: who.host }, 'POST', '/sandbox/link/verify-microdeposits', { linkToken, amounts });

const verify = (context: TestApp, who: BankingClient, bankAccountId: string) =>
  call(context.app, who, 'POST', '/account/microdeposit/verify', {
    id: who.clientId,
    tenantId: who.tenantId,
    bankAccountId,
  });

describe.each(driversFor('one'))('micro-deposits (%s)', (driver) => {
  const context = useTestApp(driver, bankingConfig());

  it('lists the account with VERIFY, delivers the statement line, refuses wrong amounts and verifies the right ones', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { bankAccountId, plaidAccountId } = await pendingAccount(context, who);
    const [listed] = (await listAccounts(context.app, who)).json().accounts;
    expect(listed).toMatchObject({ id: bankAccountId, pendingVerification: true, state: 'pending', balance: null });

    // Not verified yet: the browser's verify without the dialog changes nothing.
    expect((await verify(context, who, bankAccountId)).statusCode).toBe(409);

    const sandbox = context.app.providers.sandboxBankLinking!;
    await sandbox.deliverDueDeposits();
    const amounts = microDepositAmounts(plaidAccountId).map(centsToDecimal);
    const inbox = await context.app.providers.sandboxOutbox!.list({ to: `${who.clientId}@example.com` });
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.text).toContain(`ACCTVERIFY deposit $${amounts[0]}`);

    const token = await updateToken(context, who, bankAccountId);
    const session = await call(context.app, { host: who.host }, 'GET', `/sandbox/link/session?linkToken=${token}`);
    expect(session.json()).toMatchObject({ mode: 'verify_microdeposits', account: { mask: '5555' } });
    const wrong = await enter(context, who, token, ['0.10', '0.11']);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_code: 'INCORRECT_DEPOSIT_AMOUNTS', attempts_remaining: 2 });
    expect((await enter(context, who, token, amounts)).statusCode).toBe(200);

    const verified = await verify(context, who, bankAccountId);
    expect(verified.json()).toEqual({ bankAccountId, status: 'verified' });
    const [account] = (await listAccounts(context.app, who)).json().accounts;
    expect(account).toMatchObject({ pendingVerification: false, state: 'verified', balance: '2750.00' });
  });

  it('after three wrong tries the account must be linked again', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { bankAccountId } = await pendingAccount(context, who);
    const token = await updateToken(context, who, bankAccountId);
    expect((await enter(context, who, token, ['0.10', '0.11'])).json().attempts_remaining).toBe(2);
    expect((await enter(context, who, token, ['0.10', '0.11'])).json().attempts_remaining).toBe(1);
    expect((await enter(context, who, token, ['0.10', '0.11'])).json()).toMatchObject({
      error_code: 'TOO_MANY_VERIFICATION_ATTEMPTS',
    });

    const verified = await verify(context, who, bankAccountId);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('Too many incorrect attempts. Please link your account again.');
    const [row] = await context.database.db.select().from(bankAccount).where(eq(bankAccount.id, bankAccountId));
    expect(row?.active).toBe(false);
    expect((await listAccounts(context.app, who)).json().accounts).toEqual([]);
  });

  it('gives no update-mode token for an account that is not awaiting micro-deposits', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    const refused = await call(context.app, who, 'POST', '/account/microdeposit/link-token', {
      id: who.clientId,
      tenantId: who.tenantId,
      bankAccountId: response.json().bankAccountId,
    });
    expect(refused.statusCode).toBe(409);
  });
});
