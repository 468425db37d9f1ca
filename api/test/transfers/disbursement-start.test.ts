import { english } from '../../src/i18n';
import { BANK_ACCOUNT_NOT_FOUND, transferStartFailedMessage } from '@portal/shared/constants';
import { eq } from 'drizzle-orm';
import { bankAccount } from '../../src/platform/database/schema';
import { ACCOUNT_NOT_SUPPORTED, ACCOUNT_NOT_VERIFIED, TRANSFER_NOT_FOUND } from '../../src/transfers/transfer-messages';
import { DISBURSEMENT_NOT_ACCEPTABLE } from '../../src/transfers/start-disbursement';
import type { ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { acceptRequest, createSentDisbursement } from './support/disbursement-kit';
import {
  createDraft,
  payingClient,
  providerTransfersFor,
  startRequest,
  transferRow,
  useTransferApp,
  CONFIRMATION_CODE,
} from './support/transfer-kit';

// Both drivers: concurrent accepts of one disbursement are serialised by row locks in a transaction.
describe.each(driversFor('both'))('POST /transfer/disbursement/start (%s)', (driver) => {
  const context = useTransferApp(driver);
  let dana: ClientFixture;
  let other: ClientFixture;
  beforeAll(async () => {
    dana = await payingClient(context.database.db, 'demo');
    other = await payingClient(context.database.db, 'demo');
  });
  const db = () => context.database.db;
  const accept = (fixture: ClientFixture, transferId: string, bankAccountId = fixture.accounts.checking) =>
    acceptRequest(context.app, fixture, { transferId, bankAccountId });

  it('pays the amount from the escrow into the client account, once, and records it as pending', async () => {
    const id = await createSentDisbursement(db(), dana, { amountCents: 125_000 });
    const response = await accept(dana, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transferId: id, status: 'pending', confirmationCode: CONFIRMATION_CODE });

    const row = await transferRow(db(), id);
    // No fee to receive money, whatever the tenant's fee config (demo: the client pays $2.50 on transfers).
    expect(row).toMatchObject({
      status: 'pending',
      feeCents: 0,
      sourceBankAccountId: dana.escrowId,
      destBankAccountId: dana.accounts.checking,
    });
    const [provider, ...more] = await providerTransfersFor(context.sandbox, id);
    expect(more).toHaveLength(0);
    expect(provider).toMatchObject({ id: row.providerTransferId, amount: '1250.00', idempotencyKey: row.startKey });

    // Accepting again answers the recorded outcome and sends nothing.
    const again = await accept(dana, id);
    expect(again.json()).toEqual({ transferId: id, status: 'pending', confirmationCode: CONFIRMATION_CODE });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
  });

  it('makes one provider transfer out of 50 concurrent accepts', async () => {
    const id = await createSentDisbursement(db(), dana, { amountCents: 42_000 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => accept(dana, id)));
    const answers = responses.map((response) => `${response.statusCode} ${response.json().code ?? 'ok'}`);
    expect(answers).toContain('200 ok');
    expect(answers.every((answer) => answer === '200 ok' || answer === '409 TRANSFER_IN_PROGRESS')).toBe(true);
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
    expect(await transferRow(db(), id)).toMatchObject({ status: 'pending' });
  });

  it("refuses another client's disbursement as unknown, and sends nothing", async () => {
    const theirs = await createSentDisbursement(db(), other);
    const response = await accept(dana, theirs);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: english(TRANSFER_NOT_FOUND) });
    // Nor into their account with the owner's session: another client's account is unknown.
    const mine = await createSentDisbursement(db(), dana);
    const intoTheirs = await accept(dana, mine, other.accounts.checking);
    expect(intoTheirs.json()).toEqual({ code: 'NOT_FOUND', message: BANK_ACCOUNT_NOT_FOUND });
    for (const id of [theirs, mine]) {
      expect(await transferRow(db(), id)).toMatchObject({ status: 'sent', startKey: null });
      expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
    }
  });

  it('keeps the two routes apart: a transfer is not accepted, a disbursement is not started', async () => {
    const draft = await createDraft(db(), dana);
    expect((await accept(dana, draft)).json()).toEqual({ code: 'NOT_FOUND', message: english(TRANSFER_NOT_FOUND) });
    const draftDisbursement = await createSentDisbursement(db(), dana, { status: 'draft' });
    const started = await startRequest(context.app, dana, {
      transferId: draftDisbursement,
      bankAccountId: dana.accounts.checking,
    });
    expect(started.json()).toEqual({ code: 'NOT_FOUND', message: english(TRANSFER_NOT_FOUND) });
    expect(await providerTransfersFor(context.sandbox, draft)).toHaveLength(0);
    expect(await providerTransfersFor(context.sandbox, draftDisbursement)).toHaveLength(0);
  });

  it.each(['draft', 'cancelled', 'error', 'viewed'] as const)('refuses a %s disbursement', async (status) => {
    const id = await createSentDisbursement(db(), dana, { status });
    const response = await accept(dana, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: english(DISBURSEMENT_NOT_ACCEPTABLE) });
    expect(await transferRow(db(), id)).toMatchObject({ status, startKey: null });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(0);
  });

  it('refuses an account awaiting micro-deposits, an unsupported one, or one the provider does not know', async () => {
    const id = await createSentDisbursement(db(), dana);
    const pending = await accept(dana, id, dana.accounts.pending);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(english(ACCOUNT_NOT_VERIFIED));
    const savings = await accept(dana, id, dana.accounts.savings);
    expect(savings.statusCode).toBe(400);
    expect(savings.json().message).toBe(english(ACCOUNT_NOT_SUPPORTED));

    const unlinked = await payingClient(db(), 'demo');
    await db().update(bankAccount).set({ fundingSourceId: null }).where(eq(bankAccount.id, unlinked.accounts.checking));
    const theirs = await createSentDisbursement(db(), unlinked);
    expect((await accept(unlinked, theirs)).json()).toEqual({ code: 'NOT_FOUND', message: BANK_ACCOUNT_NOT_FOUND });

    for (const disbursement of [id, theirs]) {
      expect(await transferRow(db(), disbursement)).toMatchObject({ status: 'sent', startKey: null });
      expect(await providerTransfersFor(context.sandbox, disbursement)).toHaveLength(0);
    }
  });

  it('answers a provider refusal with the message of requirements §8 and leaves the payment sent, to accept later', async () => {
    const refused = await payingClient(db(), 'demo');
    // The provider does not know this funding source: Dwolla's 400 ValidationError.
    await db()
      .update(bankAccount)
      .set({ fundingSourceId: 'unknown-funding-source' })
      .where(eq(bankAccount.id, refused.accounts.checking));
    const id = await createSentDisbursement(db(), refused);
    const response = await accept(refused, id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'TRANSFER_START_FAILED',
      message: transferStartFailedMessage({
        name: 'Demo Title & Escrow',
        phone: '(555) 010-2000',
        supportEmail: 'support@demo-title.example',
      }),
    });
    expect(await transferRow(db(), id)).toMatchObject({ status: 'sent', startKey: null, providerTransferId: null });

    // Linked properly, the same payment can be accepted.
    await db()
      .update(bankAccount)
      .set({ fundingSourceId: `sandbox-fs-${refused.accounts.checking}` })
      .where(eq(bankAccount.id, refused.accounts.checking));
    expect((await accept(refused, id)).json()).toEqual({
      transferId: id,
      status: 'pending',
      confirmationCode: CONFIRMATION_CODE,
    });
    expect(await providerTransfersFor(context.sandbox, id)).toHaveLength(1);
  });
});
