import { rm } from 'node:fs/promises';
import { ProviderError } from '../../provider-error';
import type { CreateTransferRequest } from '../payments-provider';
import type { SandboxPaymentsProvider } from './sandbox-payments-provider';
import { INSTANT_SETTLE_MS } from './sandbox-magic-values';
import { customerRequest, makeSandbox, ManualClock, sandboxDirectory, STEP_MS } from './sandbox-test-support';

const ESCROW = 'sandbox-fs-escrow-1';

describe('SandboxPaymentsProvider: transfers', () => {
  let directory: string;
  let clock: ManualClock;
  let sandbox: SandboxPaymentsProvider;

  beforeEach(async () => {
    directory = await sandboxDirectory();
    clock = new ManualClock();
    sandbox = makeSandbox(directory, clock);
  });
  afterEach(async () => {
    await sandbox.close();
    await rm(directory, { recursive: true, force: true });
  });

  const transferRequest = (overrides: Partial<CreateTransferRequest> = {}): CreateTransferRequest => ({
    idempotencyKey: `transfer:${Math.random()}`,
    sourceFundingSourceId: 'sandbox-fs-client-1',
    destinationFundingSourceId: ESCROW,
    amountCents: 250_000,
    correlationId: 'transfer-1',
    ...overrides,
  });
  const settle = async (transferId: string) => {
    clock.advance(2 * STEP_MS);
    return sandbox.getTransfer(transferId);
  };

  it('moves a transfer pending → (funds debited, still pending) → processed, one step each', async () => {
    const transfer = await sandbox.createTransfer(transferRequest());
    expect(transfer).toMatchObject({
      status: 'pending',
      amountCents: 250_000,
      correlationId: 'transfer-1',
      failure: null,
    });
    clock.advance(STEP_MS);
    expect((await sandbox.getTransfer(transfer.id)).status).toBe('pending');
    clock.advance(STEP_MS);
    expect((await sandbox.getTransfer(transfer.id)).status).toBe('processed');
  });

  describe('rails', () => {
    const RTP = 'sandbox-fs-rtp-client-1';
    const instant = (overrides: Partial<CreateTransferRequest> = {}) =>
      transferRequest({
        sourceFundingSourceId: ESCROW,
        destinationFundingSourceId: RTP,
        rail: 'instant',
        ...overrides,
      });

    it('settles an instant payment within seconds, with no bank leg, and keeps it final', async () => {
      const transfer = await sandbox.createTransfer(instant());
      expect(transfer).toMatchObject({ status: 'pending', rail: 'instant' });
      clock.advance(INSTANT_SETTLE_MS);
      expect(await sandbox.getTransfer(transfer.id)).toMatchObject({ status: 'processed', rail: 'instant' });
      const topics = (await sandbox.webhookLog()).map((webhook) => webhook.event.topic);
      expect(topics).toEqual(['customer_transfer_created', 'customer_transfer_completed']);
      await expect(sandbox.returnTransfer(transfer.id, 'R10')).rejects.toMatchObject({ code: 'InvalidResourceState' });
      const another = await sandbox.createTransfer(instant());
      await expect(sandbox.cancelTransfer(another.id)).rejects.toMatchObject({ code: 'InvalidResourceState' });
    });

    it.each([
      [1_403, 'AC03', 'Invalid creditor account number'],
      [1_404, 'AC04', 'Closed account number'],
      [1_406, 'AC06', 'Blocked account'],
      [1_401, 'AG01', 'Transaction forbidden'],
    ])(
      'rejects an instant payment of %i cents with %s, at once and for good',
      async (amountCents, code, description) => {
        const transfer = await sandbox.createTransfer(instant({ amountCents }));
        clock.advance(INSTANT_SETTLE_MS);
        expect(await sandbox.getTransfer(transfer.id)).toMatchObject({
          status: 'failed',
          failure: { code, description },
        });
      },
    );

    it('refuses an instant payment to an account without the real-time-payments channel, or above the limit', async () => {
      await expect(
        sandbox.createTransfer(instant({ destinationFundingSourceId: 'sandbox-fs-ach-1' })),
      ).rejects.toMatchObject({
        code: 'ValidationError',
        retryable: false,
      });
      await expect(sandbox.createTransfer(instant({ amountCents: 10_000_001 }))).rejects.toMatchObject({
        code: 'ValidationError',
      });
      expect(await sandbox.listTransfers()).toHaveLength(0);
    });

    it('clears a same-day ACH payment in the next window: one step instead of two', async () => {
      const transfer = await sandbox.createTransfer(transferRequest({ rail: 'same-day' }));
      expect(transfer.rail).toBe('same-day');
      clock.advance(STEP_MS);
      expect((await sandbox.getTransfer(transfer.id)).status).toBe('processed');
    });
  });

  it('returns a completed magic-amount transfer (13.21: R01) one step after it processed, as Dwolla reports it', async () => {
    const transfer = await sandbox.createTransfer(transferRequest({ amountCents: 1_321 }));
    expect(await settle(transfer.id)).toMatchObject({ status: 'processed', failure: null });
    clock.advance(STEP_MS);
    expect(await sandbox.getTransfer(transfer.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'R01', description: 'Insufficient funds' },
    });
    const topics = (await sandbox.webhookLog()).map((webhook) => webhook.event.topic);
    expect(topics.filter((topic) => topic === 'customer_transfer_completed')).toHaveLength(1);
    expect(topics.filter((topic) => topic === 'customer_transfer_failed')).toHaveLength(1);
  });

  it('returns a processed transfer on demand with any code (an R10 weeks later), and refuses one not processed', async () => {
    const pending = await sandbox.createTransfer(transferRequest());
    await expect(sandbox.returnTransfer(pending.id, 'R10')).rejects.toMatchObject({ code: 'InvalidResourceState' });
    const processed = await settle(pending.id);
    expect(processed.status).toBe('processed');
    expect(await sandbox.returnTransfer(pending.id, 'R10')).toMatchObject({ status: 'processed' });
    expect(await sandbox.getTransfer(pending.id)).toMatchObject({
      status: 'failed',
      failure: { code: 'R10', description: 'Customer advises unauthorized' },
    });
    await expect(sandbox.returnTransfer(pending.id, 'R10')).rejects.toBeInstanceOf(ProviderError);
  });

  it.each([
    [1301, 'R01', 'Insufficient funds'],
    [1302, 'R02', 'Account closed'],
    [1303, 'R03', 'No account / unable to locate account'],
    [1310, 'R10', 'Customer advises unauthorized'],
    [1316, 'R16', 'Account frozen'],
    [1320, 'R20', 'Non-transaction account'],
  ])('fails the magic amount %i cents with %s', async (amountCents, code, description) => {
    const transfer = await sandbox.createTransfer(transferRequest({ amountCents }));
    expect(transfer.status).toBe('pending');
    expect(await settle(transfer.id)).toMatchObject({ status: 'failed', failure: { code, description } });
  });

  it('fails transfers from a funding source named with an R-code (Dwolla’s directive)', async () => {
    const customer = await sandbox.createCustomer(customerRequest());
    const source = await sandbox.addFundingSource({
      idempotencyKey: null,
      customerId: customer.id,
      name: 'R03',
      origin: { processorToken: 'processor-sandbox-checking-r03' },
    });
    const transfer = await sandbox.createTransfer(transferRequest({ sourceFundingSourceId: source.id }));
    expect(await settle(transfer.id)).toMatchObject({ status: 'failed', failure: { code: 'R03' } });
  });

  it('13.99: creates the transfer but answers with a timeout; the same key then returns it', async () => {
    const request = transferRequest({
      amountCents: 1399,
      idempotencyKey: 'transfer:t-timeout',
      correlationId: 't-timeout',
    });
    const error = await sandbox.createTransfer(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
    const found = await sandbox.findTransferByCorrelationId('t-timeout', 'sandbox-customer-1');
    expect(found).toMatchObject({ status: 'pending', amountCents: 1399 });
    expect(await sandbox.createTransfer(request)).toEqual(found);
    expect(await sandbox.findTransferByIdempotencyKey('transfer:t-timeout')).toEqual(found);
    expect(await sandbox.sandboxStats()).toMatchObject({ transfers: 1 });
  });

  it('13.98: answers 503 and creates nothing', async () => {
    const error = await sandbox
      .createTransfer(transferRequest({ amountCents: 1398, correlationId: 't-503' }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'ServiceUnavailable', retryable: true });
    expect(await sandbox.findTransferByCorrelationId('t-503', 'sandbox-customer-1')).toBeNull();
    expect(await sandbox.sandboxStats()).toMatchObject({ transfers: 0 });
  });

  it('makes one transfer of 50 concurrent creates with one Idempotency-Key', async () => {
    const request = transferRequest({ idempotencyKey: 'transfer:t-50', correlationId: 't-50' });
    const results = await Promise.all(Array.from({ length: 50 }, () => sandbox.createTransfer(request)));
    expect(new Set(results.map((transfer) => transfer.id)).size).toBe(1);
    expect(await sandbox.listTransfers({ correlationId: 't-50' })).toHaveLength(1);
    expect(await sandbox.sandboxStats()).toMatchObject({ transfers: 1 });
  });

  it('makes a second transfer when the same create is repeated without a key, as Dwolla would', async () => {
    const request = transferRequest({ idempotencyKey: null, correlationId: 't-nokey' });
    const [first, second] = [await sandbox.createTransfer(request), await sandbox.createTransfer(request)];
    expect(second.id).not.toBe(first.id);
    expect(await sandbox.listTransfers({ correlationId: 't-nokey' })).toHaveLength(2);
  });

  it('refuses what Dwolla refuses, definitively and without creating anything', async () => {
    const customer = await sandbox.createCustomer(customerRequest({ firstName: 'retry' }));
    const retrySource = await sandbox.addFundingSource({
      idempotencyKey: null,
      customerId: customer.id,
      name: 'Checking',
      origin: { processorToken: 'processor-sandbox-checking-retry' },
    });
    const manual = await sandbox.addFundingSource({
      idempotencyKey: null,
      customerId: customer.id,
      name: 'Manual',
      origin: { routingNumber: '222222226', accountNumber: '5550001', bankAccountType: 'checking' },
    });
    await sandbox.removeFundingSource('sandbox-fs-removed');
    for (const overrides of [
      { amountCents: 0 },
      { amountCents: -100 },
      { amountCents: 10.5 },
      { sourceFundingSourceId: 'no-such-source' },
      { sourceFundingSourceId: 'sandbox-fs-removed' },
      { sourceFundingSourceId: manual.id },
      { sourceFundingSourceId: retrySource.id },
      { destinationFundingSourceId: 'no-such-destination' },
      { destinationFundingSourceId: 'sandbox-fs-client-1' },
    ]) {
      await expect(sandbox.createTransfer(transferRequest(overrides))).rejects.toMatchObject({
        code: 'ValidationError',
        retryable: false,
      });
    }
    expect(await sandbox.sandboxStats()).toMatchObject({ transfers: 0 });
  });

  it('cancels a transfer only before its debit goes out', async () => {
    const early = await sandbox.createTransfer(transferRequest());
    expect(await sandbox.cancelTransfer(early.id)).toMatchObject({ status: 'cancelled' });
    clock.advance(2 * STEP_MS);
    expect((await sandbox.getTransfer(early.id)).status).toBe('cancelled');
    const late = await sandbox.createTransfer(transferRequest());
    clock.advance(STEP_MS);
    await expect(sandbox.cancelTransfer(late.id)).rejects.toMatchObject({ code: 'InvalidResourceState' });
  });

  it('13.50: holds the debit for ten steps, so the transfer can still be cancelled, then completes', async () => {
    const slow = await sandbox.createTransfer(transferRequest({ amountCents: 1350 }));
    clock.advance(9 * STEP_MS);
    expect(await sandbox.cancelTransfer(slow.id)).toMatchObject({ status: 'cancelled' });
    const settling = await sandbox.createTransfer(transferRequest({ amountCents: 1350 }));
    clock.advance(10 * STEP_MS);
    await expect(sandbox.cancelTransfer(settling.id)).rejects.toMatchObject({ code: 'InvalidResourceState' });
    clock.advance(STEP_MS);
    expect((await sandbox.getTransfer(settling.id)).status).toBe('processed');
  });

  it('finds a transfer by correlation id only for its own customer', async () => {
    const customer = await sandbox.createCustomer(customerRequest());
    const source = await sandbox.addFundingSource({
      idempotencyKey: null,
      customerId: customer.id,
      name: 'Checking',
      origin: { processorToken: 'processor-sandbox-checking-own' },
    });
    await sandbox.createTransfer(transferRequest({ sourceFundingSourceId: source.id, correlationId: 't-own' }));
    expect(await sandbox.findTransferByCorrelationId('t-own', customer.id)).toMatchObject({ correlationId: 't-own' });
    expect(await sandbox.findTransferByCorrelationId('t-own', 'someone-else')).toBeNull();
  });

  it("finds a transfer by its receiving customer too, as Dwolla lists a customer's transfers both ways", async () => {
    const payer = await sandbox.createCustomer(customerRequest());
    const payee = await sandbox.createCustomer(customerRequest());
    const [from, to] = await Promise.all(
      [payer, payee].map((customer, index) =>
        sandbox.addFundingSource({
          idempotencyKey: null,
          customerId: customer.id,
          name: 'Checking',
          origin: { processorToken: `processor-sandbox-checking-both-ways-${index}` },
        }),
      ),
    );
    await sandbox.createTransfer(
      transferRequest({ sourceFundingSourceId: from!.id, destinationFundingSourceId: to!.id, correlationId: 't-in' }),
    );
    expect(await sandbox.findTransferByCorrelationId('t-in', payee.id)).toMatchObject({ correlationId: 't-in' });
    expect(await sandbox.findTransferByCorrelationId('t-in', payer.id)).toMatchObject({ correlationId: 't-in' });
    expect(await sandbox.findTransferByCorrelationId('t-in', 'someone-else')).toBeNull();
  });

  it('keeps the ledger across a new instance (a restart), keys included', async () => {
    const request = transferRequest({ idempotencyKey: 'transfer:t-restart', correlationId: 't-restart' });
    const created = await sandbox.createTransfer(request);
    await sandbox.close();
    sandbox = makeSandbox(directory, clock);
    expect(await sandbox.findTransferByCorrelationId('t-restart', 'sandbox-customer-1')).toEqual(created);
    expect((await sandbox.createTransfer(request)).id).toBe(created.id);
    expect(await settle(created.id)).toMatchObject({ status: 'processed' });
    expect(await sandbox.sandboxStats()).toMatchObject({ transfers: 1 });
  });

  it('answers NotFound for a transfer it never made', async () => {
    await expect(sandbox.getTransfer('nope')).rejects.toMatchObject({ code: 'NotFound', retryable: false });
  });
});
