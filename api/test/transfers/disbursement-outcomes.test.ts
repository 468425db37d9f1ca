import { english } from '../../src/i18n';
import { NO_EMAILS_PROVIDED } from '@portal/shared/constants';
import type { SandboxPaymentsProvider } from '../../src/platform/providers/payments/sandbox/sandbox-payments-provider';
import { TRANSFER_NOT_STARTED } from '../../src/transfers';
import { RECONCILE_TRANSFER_JOB } from '../../src/transfers/reconcile-transfer';
import { TRANSFER_NOT_FOUND } from '../../src/transfers/transfer-messages';
import type { ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { acceptRequest, createSentDisbursement, receiptRequest } from './support/disbursement-kit';
import {
  createDraft,
  drainTransferJobs,
  ledgerEventsFor,
  payingClient,
  postWebhook,
  providerTransfersFor,
  startRequest,
  STEP_MS,
  transferRow,
  type AppInstance,
  CONFIRMATION_CODE,
} from './support/transfer-kit';
import { outage, useRestartableApps, withOverrides } from './support/restartable-apps';

/** The sandbox with its look-up unreachable: an outcome nobody can tell yet. */
const lookUpDown = (sandbox: SandboxPaymentsProvider) =>
  withOverrides(sandbox, { findTransferByCorrelationId: outage });

describe.each(driversFor('one'))('accepted disbursements: unknown outcomes, progress, receipts (%s)', (driver) => {
  const apps = useRestartableApps(driver);
  const instance = apps.instance;
  let dana: ClientFixture;
  beforeAll(async () => {
    dana = await payingClient(apps.database.db, 'demo');
  });
  const accept = (server: AppInstance, id: string) =>
    acceptRequest(server.app, dana, { transferId: id, bankAccountId: dana.accounts.checking });

  it('a timeout after the provider made it (13.99) is found by looking it up: one transfer, pending', async () => {
    const server = await instance();
    const id = await createSentDisbursement(apps.database.db, dana, { amountCents: 1_399 });
    expect((await accept(server, id)).json()).toEqual({
      transferId: id,
      status: 'pending',
      confirmationCode: CONFIRMATION_CODE,
    });
    const [provider, ...more] = await providerTransfersFor(server.sandbox, id);
    expect(more).toHaveLength(0);
    expect(await transferRow(apps.database.db, id)).toMatchObject({
      status: 'pending',
      providerTransferId: provider!.id,
    });
  });

  it('a timeout nobody can look up yet stays starting, never resent, until the reconcile job settles it', async () => {
    const down = await instance({ wrapPayments: lookUpDown });
    const id = await createSentDisbursement(apps.database.db, dana, { amountCents: 1_399 });
    const response = await accept(down, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TRANSFER_IN_PROGRESS');
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'starting', providerTransferId: null });
    // Another Accept Payment meanwhile is told the same and sends nothing.
    expect((await accept(down, id)).json().code).toBe('TRANSFER_IN_PROGRESS');
    expect(await providerTransfersFor(down.sandbox, id)).toHaveLength(1);

    const healthy = await instance();
    expect(await drainTransferJobs(healthy, apps.database.db, id)).toContain(RECONCILE_TRANSFER_JOB);
    const [provider, ...more] = await providerTransfersFor(healthy.sandbox, id);
    expect(more).toHaveLength(0);
    expect(await transferRow(apps.database.db, id)).toMatchObject({
      status: 'pending',
      providerTransferId: provider!.id,
    });
  });

  it('nothing made (13.98, a 503) goes back to sent only after the grace period, to accept again', async () => {
    const server = await instance();
    const id = await createSentDisbursement(apps.database.db, dana, { amountCents: 1_398 });
    expect((await accept(server, id)).json().code).toBe('TRANSFER_IN_PROGRESS');
    const row = await transferRow(apps.database.db, id);
    const job = { transferId: id, startKey: row.startKey!, customerId: `sandbox-customer-${dana.client.id}` };
    await expect(server.app.moneyMovement.reconciler.reconcile(job)).rejects.toThrow(/still starting/);
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'starting' });

    const later = await instance({ moneyMovement: { reconcileGraceMs: 0 } });
    await later.app.moneyMovement.reconciler.reconcile(job);
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'sent', startKey: null });
    expect(await providerTransfersFor(later.sandbox, id)).toHaveLength(0);
  });

  it('moves on with the provider (pending → submitted → completed) and issues its notices', async () => {
    const server = await instance();
    const id = await createSentDisbursement(apps.database.db, dana, { amountCents: 90_000 });
    await accept(server, id);
    const { providerTransferId } = await transferRow(apps.database.db, id);
    apps.state.clock.advance(2 * STEP_MS);
    await server.sandbox.runDueWork();
    const seen: string[] = [];
    for (const event of await ledgerEventsFor(server.sandbox, providerTransferId!)) {
      expect((await postWebhook(server.app, event)).statusCode).toBe(200);
      seen.push((await transferRow(apps.database.db, id)).status);
    }
    expect(seen).toEqual(expect.arrayContaining(['submitted', 'completed']));
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'completed' });
    expect(await drainTransferJobs(server, apps.database.db, id)).toContain('notice.issue');
  });

  it('sends receipts through its own route once accepted, with the 1-3 business days of requirements §9', async () => {
    const server = await instance();
    const id = await createSentDisbursement(apps.database.db, dana, { amountCents: 55_000 });
    // Not accepted yet: no receipt for money that has not moved.
    const early = await receiptRequest(server.app, dana, id, ['seller@closing.example']);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(english(TRANSFER_NOT_STARTED));

    await accept(server, id);
    expect((await receiptRequest(server.app, dana, id, [])).json().message).toBe(NO_EMAILS_PROVIDED);
    const sent = await receiptRequest(server.app, dana, id, ['seller@closing.example', '', 'lawyer@closing.example']);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: 2 });
    await drainTransferJobs(server, apps.database.db, id);
    const { confirmationCode } = await transferRow(apps.database.db, id);
    // One e-mail to each address: no recipient sees another's.
    for (const address of ['seller@closing.example', 'lawyer@closing.example']) {
      const [email, ...more] = await server.providers.sandboxOutbox!.list({ to: address });
      expect(more).toHaveLength(0);
      expect(email).toMatchObject({
        to: [address],
        subject: `Receipt: payment from Demo Title & Escrow (${confirmationCode})`,
      });
      expect(email!.text).toContain('Funds expected in 1-3 business days');
      expect(email!.text).toContain('authorize Demo Title & Escrow to deposit');
      expect(email!.attachments).toEqual([expect.objectContaining({ filename: `receipt-${confirmationCode}.pdf` })]);
    }

    // Each route is for its own kind.
    const asTransfer = await receiptRequest(server.app, dana, id, ['x@closing.example'], 'transfer-initiated');
    expect(asTransfer.json()).toEqual({ code: 'NOT_FOUND', message: english(TRANSFER_NOT_FOUND) });
    const transferId = await createDraft(apps.database.db, dana);
    await startRequest(server.app, dana, { transferId, bankAccountId: dana.accounts.checking });
    const asDisbursement = await receiptRequest(server.app, dana, transferId, ['x@closing.example']);
    expect(asDisbursement.json()).toEqual({ code: 'NOT_FOUND', message: english(TRANSFER_NOT_FOUND) });
  });

  it("refuses a receipt for another client's disbursement", async () => {
    const server = await instance();
    const other = await payingClient(apps.database.db, 'demo');
    const theirs = await createSentDisbursement(apps.database.db, other);
    await acceptRequest(server.app, other, { transferId: theirs, bankAccountId: other.accounts.checking });
    const response = await receiptRequest(server.app, dana, theirs, ['x@closing.example']);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: english(TRANSFER_NOT_FOUND) });
  });
});
