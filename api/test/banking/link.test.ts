import { eq } from 'drizzle-orm';
import { bankAccount, client as clientTable } from '../../src/platform/database/schema';
import type { SandboxPaymentsProvider } from '../../src/platform/providers/payments/sandbox/sandbox-payments-provider';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { bankingConfig, call, linkAccount, linkToken, listAccounts, readyClient, sandboxLink } from './support';

describe.each(driversFor('one'))('bank linking (%s)', (driver) => {
  const context = useTestApp(driver, bankingConfig());
  const payments = () => context.app.providers.sandboxPayments as SandboxPaymentsProvider;

  it('gives a sandbox link token for the session client, with the tenant as client name', async () => {
    const who = await readyClient(context.app, context.database.db);
    const response = await call(context.app, who, 'POST', '/account/plaid/link-token', {
      user: { client_user_id: who.clientId },
      options: { products: ['auth'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      linkToken: expect.stringMatching(/^link-sandbox-/),
      expiration: expect.any(String),
      provider: 'sandbox',
    });
    expect(response.json()).not.toHaveProperty('accessToken');

    const refused = await call(context.app, who, 'POST', '/account/plaid/link-token', {
      user: { client_user_id: who.clientId },
      options: { products: ['transactions'] },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('links an instant-auth checking account: verified, customer and funding source created once, listed with its balance', async () => {
    const who = await readyClient(context.app, context.database.db);
    const before = await payments().sandboxStats();
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    expect(response.statusCode).toBe(200);
    const { bankAccountId, status } = response.json();
    expect(status).toBe('verified');

    const after = await payments().sandboxStats();
    expect(after.customers - before.customers).toBe(1);
    expect(after.fundingSources - before.fundingSources).toBe(1);
    const [row] = await context.database.db.select().from(bankAccount).where(eq(bankAccount.id, bankAccountId));
    expect(row).toMatchObject({
      active: true,
      pendingVerification: false,
      accountLastFourDigits: '0000',
      institutionCode: 'ins_109508',
    });
    expect(row?.fundingSourceId).toBeTruthy();
    expect(row?.linkAccessTokenCiphertext).toBeTruthy();
    const [client] = await context.database.db.select().from(clientTable).where(eq(clientTable.id, who.clientId));
    expect(client?.paymentsCustomerStatus).toBe('verified');
    const customer = await payments().inspectCustomer(client!.paymentsCustomerId!);
    expect(customer).toMatchObject({ firstName: 'Pat', lastName: 'Linker', status: 'verified' });

    const list = await listAccounts(context.app, who);
    expect(list.statusCode).toBe(200);
    expect(list.json().accounts).toEqual([
      {
        id: bankAccountId,
        bankName: 'First Platypus Bank',
        name: 'Plaid Checking',
        bankDisplayName: 'First Platypus Bank',
        accountLastFourDigits: '0000',
        institutionCode: 'ins_109508',
        logoURL: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        balance: '100.00',
        balanceDateTime: expect.any(String),
        pendingVerification: false,
        supported: true,
        state: 'verified',
      },
    ]);

    // A second account reuses the customer: no second customer at the provider.
    await linkAccount(context.app, who, 'ins_109512', 1);
    expect((await payments().sandboxStats()).customers).toBe(after.customers);
  });

  it('refuses a public token used twice, as Plaid does', async () => {
    const who = await readyClient(context.app, context.database.db);
    const success = await sandboxLink(context.app, who, 'ins_109508');
    const body = { id: who.clientId, publicToken: success.public_token, plaidAccountId: success.metadata.account_id };
    expect((await call(context.app, who, 'POST', '/account/auth/create-client', body)).statusCode).toBe(200);
    const again = await call(context.app, who, 'POST', '/account/auth/create-client', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/INVALID_PUBLIC_TOKEN/);
    expect((await listAccounts(context.app, who)).json().accounts).toHaveLength(1);
  });

  it('lists the unsupported savings account of the seeded rule as Unsupported, with no funding source', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { response } = await linkAccount(context.app, who, 'ins_109509', 1);
    expect(response.json().status).toBe('unsupported');
    const [account] = (await listAccounts(context.app, who)).json().accounts;
    expect(account).toMatchObject({ supported: false, state: 'unsupported', accountLastFourDigits: '3333' });
    const [row] = await context.database.db
      .select()
      .from(bankAccount)
      .where(eq(bankAccount.id, response.json().bankAccountId));
    expect(row?.fundingSourceId).toBeNull();

    // The same bank's checking account is supported: the rule names the subtype.
    const checking = await linkAccount(context.app, who, 'ins_109509', 0);
    expect(checking.response.json().status).toBe('verified');
  });

  it('holds a mismatched account until Override, then links it', async () => {
    const who = await readyClient(context.app, context.database.db);
    const { response } = await linkAccount(context.app, who, 'ins_109510');
    expect(response.json()).toEqual({
      bankAccountId: expect.any(String),
      status: 'mismatch',
      mismatch: { lastName: 'Tattersall', address1: '1 Tattersall Lane' },
    });
    expect((await listAccounts(context.app, who)).json().accounts).toEqual([]);

    const override = await call(context.app, who, 'POST', '/account/auth/create-client', {
      id: who.clientId,
      bankAccountId: response.json().bankAccountId,
      override: true,
    });
    expect(override.json()).toEqual({ bankAccountId: response.json().bankAccountId, status: 'verified' });
    expect((await listAccounts(context.app, who)).json().accounts).toHaveLength(1);
    // The risk screen of its debits reads that it was linked over the mismatch (docs/risk.md).
    const [row] = await context.database.db
      .select({
        identityOverriddenAt: bankAccount.identityOverriddenAt,
        identityMismatch: bankAccount.identityMismatch,
        identityNameScore: bankAccount.identityNameScore,
        linkedFromIp: bankAccount.linkedFromIp,
      })
      .from(bankAccount)
      .where(eq(bankAccount.id, response.json().bankAccountId));
    // The sandbox scores the bank's "<first> Tattersall" against the client's name 50 (docs/sandbox.md).
    expect(row).toEqual({
      identityOverriddenAt: expect.any(Date),
      identityMismatch: null,
      identityNameScore: 50,
      linkedFromIp: '127.0.0.1',
    });
    // An account whose owner matches is not marked.
    const matching = await linkAccount(context.app, who, 'ins_109508', 0);
    const [plain] = await context.database.db
      .select({
        identityOverriddenAt: bankAccount.identityOverriddenAt,
        identityNameScore: bankAccount.identityNameScore,
      })
      .from(bankAccount)
      .where(eq(bankAccount.id, matching.response.json().bankAccountId));
    expect(plain).toEqual({ identityOverriddenAt: null, identityNameScore: 100 });
  });

  it("links a mismatched account after 'Save and Continue' corrected the client's details", async () => {
    const who = await readyClient(context.app, context.database.db);
    const { response } = await linkAccount(context.app, who, 'ins_109510');
    // What the browser's updateClient does with the bank's values.
    await context.database.db
      .update(clientTable)
      .set({ lastName: 'TATTERSALL', address1: '1 tattersall lane' })
      .where(eq(clientTable.id, who.clientId));
    const saved = await call(context.app, who, 'POST', '/account/auth/create-client', {
      id: who.clientId,
      bankAccountId: response.json().bankAccountId,
      override: true,
    });
    expect(saved.json().status).toBe('verified');
    const [client] = await context.database.db.select().from(clientTable).where(eq(clientTable.id, who.clientId));
    const customer = await payments().inspectCustomer(client!.paymentsCustomerId!);
    expect(customer?.lastName).toBe('TATTERSALL');
  });

  it.each([
    ['Retry', 'verify'],
    ['Document', 'document'],
    ['Suspended', 'suspended'],
  ])('routes a %s customer to status %s, without a funding source', async (firstName, status) => {
    const who = await readyClient(context.app, context.database.db, { firstName });
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    expect(response.json().status).toBe(status);
    const [row] = await context.database.db
      .select()
      .from(bankAccount)
      .where(eq(bankAccount.id, response.json().bankAccountId));
    expect(row?.fundingSourceId).toBeNull();
  });

  it('asks for step-2 first when the client has no SSN or date of birth yet', async () => {
    const who = await readyClient(context.app, context.database.db);
    await context.database.db.update(clientTable).set({ email: null }).where(eq(clientTable.id, who.clientId));
    const { response } = await linkAccount(context.app, who, 'ins_109508');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/complete your personal information/);
  });

  it('answers Plaid-shaped errors from the sandbox dialog', async () => {
    const who = await readyClient(context.app, context.database.db);
    const token = await linkToken(context.app, who);
    const login = (password: string, institution = 'ins_109508') =>
      call(context.app, { host: who.host }, 'POST', '/sandbox/link/login', {
        linkToken: token,
        institution_id: institution,
        username: 'user_good',
        password,
      });
    expect((await login('wrong')).json()).toMatchObject({
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_CREDENTIALS',
    });
    expect((await login('pass_good', 'ins_109513')).json()).toMatchObject({ error_code: 'ITEM_LOGIN_REQUIRED' });
    const institutions = await call(
      context.app,
      { host: who.host },
      'GET',
      `/sandbox/link/institutions?linkToken=${token}&query=bank`,
    );
    expect(institutions.json().institutions.map((institution: { name: string }) => institution.name)).toContain(
      'Tartan Bank',
    );
    expect(
      institutions.json().institutions.every((institution: { logoURL: string | null }) => institution.logoURL),
    ).toBe(true);
    const forged = await call(
      context.app,
      { host: who.host },
      'GET',
      '/sandbox/link/institutions?linkToken=link-sandbox-forged',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error_code: 'INVALID_LINK_TOKEN' });
  });
});
