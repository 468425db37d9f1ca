import { rm } from 'node:fs/promises';
import type { PaymentsWebhookEvent } from '../payments-provider';
import { type SandboxPaymentsProvider, systemTimers } from './sandbox-payments-provider';
import {
  customerRequest,
  makeSandbox,
  ManualClock,
  sandboxDirectory,
  STEP_MS,
  WEBHOOK_SECRET,
  webhookReceiver,
} from './sandbox-test-support';
import { retryDelayMs, WEBHOOK_MAX_RETRIES } from './sandbox-webhook-delivery';

type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;

describe('SandboxPaymentsProvider: clock and webhooks', () => {
  let directory: string;
  let clock: ManualClock;
  let receiver: Receiver;
  let answer: number;
  let sandbox: SandboxPaymentsProvider;

  beforeEach(async () => {
    directory = await sandboxDirectory();
    clock = new ManualClock();
    answer = 200;
    receiver = await webhookReceiver(() => answer);
    sandbox = makeSandbox(directory, clock, { webhook: { url: receiver.url, secret: WEBHOOK_SECRET } });
  });
  afterEach(async () => {
    await sandbox.close();
    await receiver.close();
    await rm(directory, { recursive: true, force: true });
  });

  const startTransfer = (amountCents = 10_000, correlationId = 'transfer-1') =>
    sandbox.createTransfer({
      idempotencyKey: `transfer:${correlationId}`,
      sourceFundingSourceId: 'sandbox-fs-client-1',
      destinationFundingSourceId: 'sandbox-fs-escrow',
      amountCents,
      correlationId,
    });
  const parsed = () => Promise.all(receiver.received.map(({ body, headers }) => sandbox.parseWebhook(body, headers)));
  const transferMilestones = (events: PaymentsWebhookEvent[]) =>
    events.flatMap((event) => (event.kind === 'transfer' ? [event.milestone] : []));

  it('posts signed Dwolla events at each step, which parseWebhook verifies and normalizes', async () => {
    const transfer = await startTransfer();
    await sandbox.runDueWork();
    expect(receiver.topics()).toEqual(['customer_bank_transfer_created', 'customer_transfer_created']);
    clock.advance(STEP_MS);
    await sandbox.runDueWork();
    clock.advance(STEP_MS);
    await sandbox.runDueWork();
    expect(receiver.topics().slice(2)).toEqual(['customer_bank_transfer_completed', 'customer_transfer_completed']);

    const first = JSON.parse(receiver.received[1]?.body ?? '{}') as Record<string, unknown>;
    expect(first).toMatchObject({
      id: expect.any(String),
      resourceId: transfer.id,
      topic: 'customer_transfer_created',
    });
    expect(first._links).toMatchObject({ resource: { href: expect.stringContaining(`/transfers/${transfer.id}`) } });
    expect(receiver.received[0]?.headers['x-request-signature-sha-256']).toMatch(/^[0-9a-f]{64}$/);

    const events = await parsed();
    expect(events[0]).toMatchObject({ kind: 'ignored', topic: 'customer_bank_transfer_created' });
    expect(events.slice(1)).toEqual([
      expect.objectContaining({ kind: 'transfer', transferId: transfer.id, milestone: 'created', status: 'pending' }),
      expect.objectContaining({
        kind: 'transfer',
        transferId: transfer.id,
        milestone: 'funds_debited',
        status: 'pending',
      }),
      expect.objectContaining({
        kind: 'transfer',
        transferId: transfer.id,
        milestone: 'completed',
        status: 'processed',
      }),
    ]);
  });

  it('reports a return with its R-code on the failed milestone', async () => {
    const transfer = await startTransfer(1310);
    clock.advance(2 * STEP_MS);
    await sandbox.runDueWork();
    const failed = (await parsed()).filter((event) => event.kind === 'transfer' && event.milestone === 'failed');
    expect(failed).toHaveLength(2);
    for (const event of failed) {
      expect(event).toMatchObject({
        transferId: transfer.id,
        status: 'failed',
        failure: { code: 'R10', description: 'Customer advises unauthorized' },
      });
    }
  });

  it('refuses a forged signature and a tampered body', async () => {
    await startTransfer();
    await sandbox.runDueWork();
    const { body, headers } = receiver.received[1] ?? { body: '', headers: {} };
    const forged = { ...headers, 'x-request-signature-sha-256': 'a'.repeat(64) };
    await expect(sandbox.parseWebhook(body, forged)).rejects.toMatchObject({
      code: 'InvalidSignature',
      retryable: false,
    });
    const tampered = body.replace('customer_transfer_created', 'customer_transfer_completed');
    await expect(sandbox.parseWebhook(tampered, headers)).rejects.toMatchObject({ code: 'InvalidSignature' });
    await expect(sandbox.parseWebhook(body, {})).rejects.toMatchObject({ code: 'InvalidSignature' });
  });

  it('retries a refused delivery with growing gaps, then delivers the same event', async () => {
    answer = 500;
    await startTransfer();
    await sandbox.runDueWork();
    expect(receiver.received).toHaveLength(2);
    clock.advance(retryDelayMs(1, STEP_MS) - 1);
    answer = 200;
    await sandbox.runDueWork();
    expect(receiver.received).toHaveLength(2);
    clock.advance(1);
    await sandbox.runDueWork();
    // The same two events again (the debit step, due at the same instant, follows them).
    expect(receiver.received.slice(2, 4).map(({ body }) => body)).toEqual(
      receiver.received.slice(0, 2).map(({ body }) => body),
    );
    const log = await sandbox.webhookLog();
    expect(log.slice(0, 2).map((webhook) => [webhook.state, webhook.attempts])).toEqual([
      ['delivered', 2],
      ['delivered', 2],
    ]);
  });

  it('gives an event up after Dwolla’s number of retries', async () => {
    answer = 503;
    await startTransfer();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_RETRIES + 1; attempt += 1) {
      await sandbox.runDueWork();
      clock.advance(retryDelayMs(attempt, STEP_MS));
    }
    const created = (await sandbox.webhookLog()).find((webhook) => webhook.event.topic === 'customer_transfer_created');
    expect(created).toMatchObject({ state: 'abandoned', attempts: WEBHOOK_MAX_RETRIES + 1, lastError: 'HTTP 503' });
  });

  it('can deliver every event twice, as Dwolla may', async () => {
    sandbox.simulateDelivery({ duplicate: true });
    const transfer = await startTransfer();
    await sandbox.runDueWork();
    const events = await parsed();
    expect(events).toHaveLength(4);
    expect(events[1]?.eventId).toBe(events[0]?.eventId);
    expect(events[3]).toMatchObject({ kind: 'transfer', transferId: transfer.id, milestone: 'created' });
    expect(events[3]?.eventId).toBe(events[2]?.eventId);
  });

  it('can deliver events out of order, as Dwolla may', async () => {
    sandbox.simulateDelivery({ outOfOrder: true });
    await startTransfer();
    clock.advance(2 * STEP_MS);
    await sandbox.runDueWork();
    expect(transferMilestones(await parsed())).toEqual(['completed', 'funds_debited', 'created']);
  });

  it('posts customer, document and funding-source events the portal can act on', async () => {
    const customer = await sandbox.createCustomer(customerRequest({ firstName: 'document' }));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await sandbox.uploadDocument(customer.id, { type: 'passport', file: png, filename: 'passport.png' });
    const source = await sandbox.addFundingSource({
      idempotencyKey: null,
      customerId: customer.id,
      name: 'Manual',
      origin: { routingNumber: '222222226', accountNumber: '123123123', bankAccountType: 'checking' },
    });
    await sandbox.startMicroDeposits(source.id);
    clock.advance(STEP_MS);
    await sandbox.runDueWork();
    expect(receiver.topics()).toEqual([
      'customer_created',
      'customer_verification_document_needed',
      'customer_verification_document_uploaded',
      'customer_funding_source_added',
      'customer_microdeposits_added',
      'customer_verification_document_approved',
      'customer_verified',
      'customer_microdeposits_completed',
    ]);
    const events = await parsed();
    expect(events[1]).toMatchObject({ kind: 'customer', customerId: customer.id, status: 'verified' });
    expect(events[7]).toMatchObject({
      kind: 'funding_source',
      customerId: customer.id,
      fundingSourceId: source.id,
      status: 'unverified',
      microDeposits: 'completed',
    });
  });

  it('runs by itself on real timers, and resumes after a restart', async () => {
    await sandbox.close();
    const fast = makeSandbox(directory, new ManualClock(), {
      webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
      stepMs: 50,
      now: () => new Date(),
      timers: systemTimers,
    });
    await fast.createTransfer({
      idempotencyKey: 'transfer:timers',
      sourceFundingSourceId: 'sandbox-fs-a',
      destinationFundingSourceId: 'sandbox-fs-b',
      amountCents: 100,
      correlationId: 'timers',
    });
    await fast.close();
    // A new instance over the same folder picks up the transfer mid-way and finishes it.
    sandbox = makeSandbox(directory, clock, {
      webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
      stepMs: 50,
      now: () => new Date(),
      timers: systemTimers,
    });
    const deadline = Date.now() + 5_000;
    while (!receiver.topics().includes('customer_transfer_completed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(receiver.topics()).toEqual([
      'customer_bank_transfer_created',
      'customer_transfer_created',
      'customer_bank_transfer_completed',
      'customer_transfer_completed',
    ]);
  });
});
