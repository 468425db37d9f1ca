import { english } from '../../src/i18n';
import { eq } from 'drizzle-orm';
import { transfer } from '../../src/platform/database/schema';
import { RECONCILE_TRANSFER_JOB } from '../../src/transfers/reconcile-transfer';
import { TRANSFER_IN_PROGRESS_MESSAGE } from '../../src/transfers/start-transfer';
import { driversFor } from '../support/test-databases';
import type { ClientFixture } from '../support/graphql-fixtures';
import {
  createDraft,
  drainTransferJobs,
  payingClient,
  providerTransfersFor,
  startRequest,
  transferRow,
  type AppInstance,
  CONFIRMATION_CODE,
} from './support/transfer-kit';
import { outage, useRestartableApps, withOverrides } from './support/restartable-apps';

// Both drivers: money movement across a crash: what each driver kept of a transaction decides the outcome.
describe.each(driversFor('both'))('reconciling unknown start outcomes (%s)', (driver) => {
  const apps = useRestartableApps(driver);
  const instance = apps.instance;
  let acme: ClientFixture;
  beforeAll(async () => {
    // acme: the tenant pays the fee, so the provider amount is the amount typed (magic amounts).
    acme = await payingClient(apps.database.db, 'acme');
  });
  const start = (app: AppInstance, transferId: string) =>
    startRequest(app.app, acme, { transferId, bankAccountId: acme.accounts.checking });

  it('a provider timeout (13.99, created anyway) ends in one transfer, found by looking it up', async () => {
    const server = await instance();
    const id = await createDraft(apps.database.db, acme, { amountCents: 1_399 });
    const response = await start(server, id);
    expect(response.json()).toEqual({ transferId: id, status: 'pending', confirmationCode: CONFIRMATION_CODE });
    const [provider, ...more] = await providerTransfersFor(server.sandbox, id);
    expect(more).toHaveLength(0);
    expect(await transferRow(apps.database.db, id)).toMatchObject({
      status: 'pending',
      providerTransferId: provider!.id,
    });
  });

  it('a timeout while the provider cannot be asked either is settled by the reconcile job', async () => {
    const server = await instance({
      wrapPayments: (sandbox) => withOverrides(sandbox, { findTransferByCorrelationId: outage }),
    });
    const id = await createDraft(apps.database.db, acme, { amountCents: 1_399 });
    const response = await start(server, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'TRANSFER_IN_PROGRESS', message: english(TRANSFER_IN_PROGRESS_MESSAGE) });
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'starting', providerTransferId: null });
    // Another click meanwhile is told the same, and sends nothing.
    expect((await start(server, id)).json().code).toBe('TRANSFER_IN_PROGRESS');

    const healthy = await instance();
    expect(await drainTransferJobs(healthy, apps.database.db, id)).toContain(RECONCILE_TRANSFER_JOB);
    const [provider, ...more] = await providerTransfersFor(healthy.sandbox, id);
    expect(more).toHaveLength(0);
    expect(await transferRow(apps.database.db, id)).toMatchObject({
      status: 'pending',
      providerTransferId: provider!.id,
    });
    expect((await start(healthy, id)).json()).toEqual({
      transferId: id,
      status: 'pending',
      confirmationCode: CONFIRMATION_CODE,
    });
  });

  it('a crash between the provider call and the status update ends in one transfer after a restart', async () => {
    // The process "dies" right after the provider created the transfer: nothing after runs.
    const crashing = await instance({
      wrapPayments: (sandbox) =>
        withOverrides(sandbox, {
          createTransfer: async (request) => {
            await sandbox.createTransfer(request);
            throw new Error('process killed');
          },
          findTransferByCorrelationId: outage,
        }),
    });
    const id = await createDraft(apps.database.db, acme, { amountCents: 7_777 });
    await start(crashing, id);
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'starting' });
    await crashing.app.close();

    // A fresh server on the same database and ledger: its worker runs the reconcile job left behind.
    const restarted = await instance();
    const ran = await drainTransferJobs(restarted, apps.database.db, id);
    expect(ran).toEqual(expect.arrayContaining([RECONCILE_TRANSFER_JOB, 'notice.issue']));
    const [provider, ...more] = await providerTransfersFor(restarted.sandbox, id);
    expect(more).toHaveLength(0);
    expect(await transferRow(apps.database.db, id)).toMatchObject({
      status: 'pending',
      providerTransferId: provider!.id,
    });
  });

  it('a 503 with nothing created (13.98) stays starting, then returns to draft only after the grace period', async () => {
    const server = await instance();
    const id = await createDraft(apps.database.db, acme, { amountCents: 1_398 });
    const response = await start(server, id);
    expect(response.json().code).toBe('TRANSFER_IN_PROGRESS');
    const row = await transferRow(apps.database.db, id);
    expect(row.status).toBe('starting');
    const job = { transferId: id, startKey: row.startKey!, customerId: `sandbox-customer-${acme.client.id}` };

    // Within the grace period "not found" may still be an answer on its way: look again later.
    await expect(server.app.moneyMovement.reconciler.reconcile(job)).rejects.toThrow(/still starting/);
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'starting' });

    const later = await instance({ moneyMovement: { reconcileGraceMs: 0 } });
    await later.app.moneyMovement.reconciler.reconcile(job);
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'draft', startKey: null });
    expect(await providerTransfersFor(later.sandbox, id)).toHaveLength(0);

    // The client may try again (here with an amount the provider takes): one transfer, new key.
    await apps.database.db.update(transfer).set({ amountCents: 1_400 }).where(eq(transfer.id, id));
    const retry = await startRequest(later.app, acme, { transferId: id, bankAccountId: acme.accounts.checking });
    expect(retry.json()).toEqual({ transferId: id, status: 'pending', confirmationCode: CONFIRMATION_CODE });
    const [provider, ...more] = await providerTransfersFor(later.sandbox, id);
    expect(more).toHaveLength(0);
    expect(provider!.idempotencyKey).not.toBe(job.startKey);
  });

  it('a start whose process stopped before its provider call is released by the first reconcile run', async () => {
    // A start that stopped after the claim (the call never began: start_call_began_at stays
    // unset). Here the call is made to fail, then the row is put back as such a stop leaves it.
    const stopping = await instance({
      wrapPayments: (sandbox) =>
        withOverrides(sandbox, {
          createTransfer: () => Promise.reject(new Error('process killed')),
          findTransferByCorrelationId: outage,
        }),
    });
    const id = await createDraft(apps.database.db, acme, { amountCents: 2_345 });
    await start(stopping, id);
    await apps.database.db.update(transfer).set({ startCallBeganAt: null }).where(eq(transfer.id, id));

    // The grace period is far away: the release does not wait for it.
    const next = await instance({ moneyMovement: { reconcileGraceMs: 60 * 60_000 } });
    expect(await drainTransferJobs(next, apps.database.db, id)).toContain(RECONCILE_TRANSFER_JOB);
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'draft', startKey: null });
    expect(await providerTransfersFor(next.sandbox, id)).toHaveLength(0);
    expect((await start(next, id)).json()).toEqual({
      transferId: id,
      status: 'pending',
      confirmationCode: CONFIRMATION_CODE,
    });
    expect(await providerTransfersFor(next.sandbox, id)).toHaveLength(1);
  });

  it('an attempt the provider never received is sent again with its own key, and makes one transfer', async () => {
    // The request died on its way (the provider saw nothing) and the look-ups failed too.
    const lost = await instance({
      wrapPayments: (sandbox) =>
        withOverrides(sandbox, {
          createTransfer: () => Promise.reject(new Error('socket hang up')),
          findTransferByCorrelationId: outage,
        }),
    });
    const id = await createDraft(apps.database.db, acme, { amountCents: 2_346 });
    expect((await start(lost, id)).json().code).toBe('TRANSFER_IN_PROGRESS');
    const { startKey } = await transferRow(apps.database.db, id);

    // Before reissueAfterMs the first call may still be on its way: not sent again yet.
    const early = await instance({ moneyMovement: { reissueAfterMs: 60 * 60_000 } });
    await drainTransferJobs(early, apps.database.db, id).catch(() => undefined);
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'starting' });
    expect(await providerTransfersFor(early.sandbox, id)).toHaveLength(0);

    const later = await instance({ moneyMovement: { reissueAfterMs: 0 } });
    const ran = await drainTransferJobs(later, apps.database.db, id);
    expect(ran).toEqual(expect.arrayContaining([RECONCILE_TRANSFER_JOB, 'notice.issue']));
    const [provider, ...more] = await providerTransfersFor(later.sandbox, id);
    expect(more).toHaveLength(0);
    expect(provider!.idempotencyKey).toBe(startKey);
    expect(await transferRow(apps.database.db, id)).toMatchObject({
      status: 'pending',
      providerTransferId: provider!.id,
    });
  });

  it('sent again after the first request did reach the provider, the same key makes no second transfer', async () => {
    // The provider made the transfer, the answer was lost, and the look-up cannot see it yet.
    const lost = await instance({
      wrapPayments: (sandbox) =>
        withOverrides(sandbox, {
          createTransfer: async (request) => {
            await sandbox.createTransfer(request);
            throw new Error('socket hang up');
          },
          findTransferByCorrelationId: async () => null,
        }),
    });
    const id = await createDraft(apps.database.db, acme, { amountCents: 2_347 });
    await start(lost, id);
    const resend = await instance({
      moneyMovement: { reissueAfterMs: 0 },
      wrapPayments: (sandbox) => withOverrides(sandbox, { findTransferByCorrelationId: async () => null }),
    });
    await drainTransferJobs(resend, apps.database.db, id);
    const [provider, ...more] = await providerTransfersFor(resend.sandbox, id);
    expect(more).toHaveLength(0);
    expect(await transferRow(apps.database.db, id)).toMatchObject({
      status: 'pending',
      providerTransferId: provider!.id,
    });
  });
});
