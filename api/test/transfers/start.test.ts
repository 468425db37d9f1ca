import { english } from '../../src/i18n';
import { randomUUID } from 'node:crypto';
import {
  BANK_ACCOUNT_NOT_FOUND,
  DESTINATION_ACCOUNT_NOT_FOUND,
  TRANSFER_NOT_EDITABLE,
  transferStartFailedMessage,
} from '@portal/shared/constants';
import { VALIDATION_MESSAGES as M } from '@portal/shared/validation';
import { eq } from 'drizzle-orm';
import { bankAccount, client as clientTable, transfer as transferTable } from '../../src/platform/database/schema';
import { createTestClient, createTestSession } from '../support/auth-fixtures';
import { HOSTS } from '../support/test-app';
import { IDS } from '../../src/seed/seed-data';
import { AGENT_REQUIRED, OFFICE_REQUIRED } from '../../src/transfers/transfer-messages';
import { driversFor } from '../support/test-databases';
import {
  createDraft,
  payingClient,
  providerTransfersFor,
  startRequest,
  transferRow,
  useTransferApp,
  CONFIRMATION_CODE,
} from './support/transfer-kit';
import type { ClientFixture } from '../support/graphql-fixtures';

// Both drivers: concurrent starts of one transfer are serialised by row locks in a transaction.
describe.each(driversFor('both'))('POST /transfer/start (%s)', (driver) => {
  const context = useTransferApp(driver);
  let demo: ClientFixture;
  let acme: ClientFixture;
  beforeAll(async () => {
    demo = await payingClient(context.database.db, 'demo');
    acme = await payingClient(context.database.db, 'acme');
  });
  const db = () => context.database.db;

  it('starts one provider transfer for amount plus the client-paid fee, and records it as pending', async () => {
    const id = await createDraft(db(), demo, { amountCents: 150_050, feeCents: 0 });
    const response = await startRequest(context.app, demo, { transferId: id, bankAccountId: demo.accounts.checking });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transferId: id, status: 'pending', confirmationCode: CONFIRMATION_CODE });

    const row = await transferRow(db(), id);
    // The fee is the tenant's (demo: the client pays $2.50), whatever the draft said.
    expect(row).toMatchObject({ status: 'pending', feeCents: 250, destBankAccountId: IDS.bankAccounts.demoEscrow });
    const [provider, ...more] = await providerTransfersFor(context.sandbox, id);
    expect(more).toHaveLength(0);
    expect(provider).toMatchObject({ id: row.providerTransferId, amount: '1503.00', idempotencyKey: row.startKey });

    // Asking again answers the recorded outcome and sends nothing.
    const again = await startRequest(context.app, demo, { transferId: id, bankAccountId: demo.accounts.checking });
    expect(again.json()).toEqual({ transferId: id, status: 'pending', confirmationCode: CONFIRMATION_CODE });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
  });

  it.each(['submitted', 'completed'] as const)(
    'answers 409 to a start of a transfer already %s, and sends nothing',
    async (status) => {
      const id = await createDraft(db(), acme, { amountCents: 31_000 });
      await startRequest(context.app, acme, { transferId: id, bankAccountId: acme.accounts.checking });
      await db().update(transferTable).set({ status }).where(eq(transferTable.id, id));

      const again = await startRequest(context.app, acme, { transferId: id, bankAccountId: acme.accounts.checking });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'CONFLICT', message: TRANSFER_NOT_EDITABLE });
      expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
      expect(await transferRow(db(), id)).toMatchObject({ status });
    },
  );

  it('makes one provider transfer out of 50 concurrent starts', async () => {
    const id = await createDraft(db(), acme, { amountCents: 42_000 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        startRequest(context.app, acme, { transferId: id, bankAccountId: acme.accounts.checking }),
      ),
    );
    const answers = responses.map((response) => `${response.statusCode} ${response.json().code ?? 'ok'}`);
    expect(answers).toContain('200 ok');
    expect(answers.every((answer) => answer === '200 ok' || answer === '409 TRANSFER_IN_PROGRESS')).toBe(true);
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'pending', feeCents: 0 });
  });

  it('accepts 149999.99 and refuses 150000.00 stored by any means', async () => {
    const rich = await payingClient(db(), 'acme', { balanceCents: null });
    const top = await createDraft(db(), rich, { amountCents: 14_999_999 });
    const ok = await startRequest(context.app, rich, { transferId: top, bankAccountId: rich.accounts.checking });
    expect(ok.statusCode).toBe(200);

    const over = await createDraft(db(), rich, { amountCents: 15_000_000 });
    const refused = await startRequest(context.app, rich, { transferId: over, bankAccountId: rich.accounts.checking });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_USER_INPUT', message: M.amountExceedsMax });
    expect(await transferRow(db(), over)).toMatchObject({ status: 'draft', startKey: null });
    expect(await providerTransfersFor(context.sandbox, over)).toHaveLength(0);
  });

  it('refuses an amount the known balance cannot cover with the fee', async () => {
    const poor = await payingClient(db(), 'demo', { balanceCents: 10_000 });
    // $98.00 + $2.50 fee > $100.00
    const id = await createDraft(db(), poor, { amountCents: 9_800 });
    const response = await startRequest(context.app, poor, { transferId: id, bankAccountId: poor.accounts.checking });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${M.amountExceedsBalance} You can send up to $97.50.`);
    // $97.50 + $2.50 = $100.00 is allowed.
    const exact = await createDraft(db(), poor, { amountCents: 9_750 });
    expect(
      (await startRequest(context.app, poor, { transferId: exact, bankAccountId: poor.accounts.checking })).statusCode,
    ).toBe(200);
  });

  it('needs the office (office tenant) or the agent (agent tenant) the tenant routes by', async () => {
    const noOffice = await createDraft(db(), demo, { officeId: null });
    const office = await startRequest(context.app, demo, {
      transferId: noOffice,
      bankAccountId: demo.accounts.checking,
    });
    expect(office.statusCode).toBe(400);
    expect(office.json().message).toBe(english(OFFICE_REQUIRED));

    const noAgent = await createDraft(db(), acme, { agentId: null });
    const agent = await startRequest(context.app, acme, { transferId: noAgent, bankAccountId: acme.accounts.checking });
    expect(agent.json().message).toBe(english(AGENT_REQUIRED));
    // A realtor from a landing page is the agent: no picker needed.
    const viaLanding = await createDraft(db(), acme, { agentId: null, realtorId: IDS.realtors.marco });
    expect(
      (await startRequest(context.app, acme, { transferId: viaLanding, bankAccountId: acme.accounts.checking }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an unverified, unsupported or unlinked source account', async () => {
    const id = await createDraft(db(), demo);
    for (const account of [demo.accounts.pending, demo.accounts.savings]) {
      const response = await startRequest(context.app, demo, { transferId: id, bankAccountId: account });
      expect(response.statusCode).toBe(400);
    }
    const unlinked = await payingClient(db(), 'demo');
    await db().update(bankAccount).set({ fundingSourceId: null }).where(eq(bankAccount.id, unlinked.accounts.checking));
    const draft = await createDraft(db(), unlinked);
    const response = await startRequest(context.app, unlinked, {
      transferId: draft,
      bankAccountId: unlinked.accounts.checking,
    });
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: BANK_ACCOUNT_NOT_FOUND });
    expect(await transferRow(db(), id)).toMatchObject({ status: 'draft' });
  });

  it('answers a definitive refusal with the long message of requirements §8 and keeps the transfer a draft', async () => {
    const refused = await payingClient(db(), 'demo');
    // The provider does not know this funding source: Dwolla's 400 ValidationError.
    await db()
      .update(bankAccount)
      .set({ fundingSourceId: 'unknown-funding-source' })
      .where(eq(bankAccount.id, refused.accounts.checking));
    const id = await createDraft(db(), refused);
    const response = await startRequest(context.app, refused, {
      transferId: id,
      bankAccountId: refused.accounts.checking,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'TRANSFER_START_FAILED',
      message: transferStartFailedMessage({
        name: 'Demo Title & Escrow',
        phone: '(555) 010-2000',
        supportEmail: 'support@demo-title.example',
      }),
    });
    expect(await transferRow(db(), id)).toMatchObject({ status: 'draft', startKey: null, providerTransferId: null });
  });

  it('answers a tenant without an escrow account with the destination message and sends nothing', async () => {
    // The hostile test tenant has no escrow account.
    const tenantId = IDS.tenants.hostile;
    const client = await createTestClient(db(), { tenantId });
    const token = await createTestSession(db(), { clientId: client.id, tenantId });
    const accountId = randomUUID();
    await db()
      .insert(bankAccount)
      .values({
        id: accountId,
        tenantId,
        clientId: client.id,
        ownerType: 'client',
        accountSubtype: 'checking',
        institutionCode: 'ins_109508',
        fundingSourceId: `sandbox-fs-${accountId}`,
      });
    await db()
      .update(clientTable)
      .set({ paymentsCustomerId: `sandbox-customer-${client.id}` })
      .where(eq(clientTable.id, client.id));
    const fixture = { host: HOSTS.hostile, token, client, tenantId, street: 'Nowhere Lane', tenant: 'demo' as const };
    const id = await createDraft(
      db(),
      { ...demo, ...fixture, accounts: { ...demo.accounts, checking: accountId } },
      {
        officeId: null,
        destBankAccountId: null,
        escrowBankAccountId: null,
      },
    );
    const response = await startRequest(context.app, fixture, { transferId: id, bankAccountId: accountId });
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: DESTINATION_ACCOUNT_NOT_FOUND });
    expect(await transferRow(db(), id)).toMatchObject({ status: 'draft', startKey: null });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
  });
});
