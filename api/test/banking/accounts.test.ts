import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankAccount, client as clientTable, transfer } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import type { SandboxPaymentsProvider } from '../../src/platform/providers/payments/sandbox/sandbox-payments-provider';
import { createTestSession } from '../support/auth-fixtures';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { bankingConfig, call, linkAccount, listAccounts, readyClient, storeIdentityDocument } from './support';

describe.each(driversFor('one'))('linked accounts (%s)', (driver) => {
  const context = useTestApp(driver, bankingConfig());
  const payments = () => context.app.providers.sandboxPayments as SandboxPaymentsProvider;

  it("lists a seeded client's active accounts newest first; a stale balance with no token to refresh it is unknown", async () => {
    // The test template is seeded without the data key, so its rows carry no access token.
    const ivy = {
      clientId: IDS.clients.ivy,
      tenantId: IDS.tenants.demo,
      host: HOSTS.demo,
      firstName: '',
      lastName: '',
    };
    const token = await createTestSession(context.database.db, ivy);
    const response = await listAccounts(context.app, { ...ivy, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().accounts).toEqual([
      expect.objectContaining({ id: IDS.bankAccounts.ivyChecking, state: 'verified', supported: true, balance: null }),
    ]);
  });

  it('refreshes a stale balance from the bank', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    const id = response.json().bankAccountId as string;
    await context.database.db
      .update(bankAccount)
      .set({ balanceCents: 1, balanceDateTime: new Date(Date.now() - 3_600_000) })
      .where(eq(bankAccount.id, id));
    const [account] = (await listAccounts(context.app, who)).json().accounts;
    expect(account.balance).toBe('100.00');
  });

  it('disconnects an account: funding source removed at the provider, row inactive, gone from the list', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    const id = response.json().bankAccountId as string;
    const [client] = await context.database.db.select().from(clientTable).where(eq(clientTable.id, who.clientId));

    const removed = await call(context.app, who, 'DELETE', '/account', { bankAccountId: id });
    expect(removed.json()).toEqual({ bankAccountId: id });
    expect((await listAccounts(context.app, who)).json().accounts).toEqual([]);
    const customer = await payments().inspectCustomer(client!.paymentsCustomerId!);
    expect(customer?.fundingSources.every((source) => source.removed)).toBe(true);
    expect((await call(context.app, who, 'DELETE', '/account', { bankAccountId: id })).statusCode).toBe(404);
  });

  it('refuses to disconnect an account a transfer is drawing on', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    const id = response.json().bankAccountId as string;
    await context.database.db.insert(transfer).values({
      id: randomUUID(),
      tenantId: who.tenantId,
      clientId: who.clientId,
      status: 'pending',
      amountCents: 10_000,
      sourceBankAccountId: id,
      destBankAccountId: IDS.bankAccounts.demoEscrow,
    });
    const refused = await call(context.app, who, 'DELETE', '/account', { bankAccountId: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/transfer in progress/);
    expect((await listAccounts(context.app, who)).json().accounts).toHaveLength(1);
  });

  it("sends a 'document' customer's identity document to the payments provider", async () => {
    const who = await readyClient(context.app, context.database.db, { firstName: 'Document' });
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    expect(response.json().status).toBe('document');
    const document = await storeIdentityDocument(context, who);

    const wrongType = await call(context.app, who, 'POST', `/account/document/${who.clientId}`, {
      documentType: 'License',
      assetId: document.id,
    });
    expect(wrongType.statusCode).toBe(400);
    const sent = await call(context.app, who, 'POST', `/account/document/${who.clientId}`, {
      documentType: 'Passport',
      assetId: document.id,
    });
    expect(sent.statusCode).toBe(200);
    expect(['document', 'verified']).toContain(sent.json().status);
    const [client] = await context.database.db.select().from(clientTable).where(eq(clientTable.id, who.clientId));
    const customer = await payments().inspectCustomer(client!.paymentsCustomerId!);
    expect(customer?.documents).toEqual([
      expect.objectContaining({ type: 'passport', filename: expect.stringMatching(/^passport-.*\.png$/) }),
    ]);
  });

  it('refuses a document before any payments customer exists', async () => {
    const who = await readyClient(context.app, context.database.db);
    const document = await storeIdentityDocument(context, who);
    const refused = await call(context.app, who, 'POST', `/account/document/${who.clientId}`, {
      documentType: 'Passport',
      assetId: document.id,
    });
    expect(refused.statusCode).toBe(409);
  });
});
