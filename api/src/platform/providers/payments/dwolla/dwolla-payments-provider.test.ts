import nock from 'nock';
import pino from 'pino';
import { ProviderError } from '../../provider-error';
import { signDwollaBody } from '../dwolla-events';
import { DwollaPaymentsProvider } from './dwolla-payments-provider';
import {
  API,
  BANK_LEG_ID,
  CUSTOMER_ID,
  customerAnswer,
  DOCUMENT_ID,
  documentAnswer,
  ESCROW_SOURCE_ID,
  failureAnswer,
  FUNDING_SOURCE_ID,
  fundingSourceAnswer,
  serverErrorAnswer,
  tokenAnswer,
  TRANSFER_ID,
  transferAnswer,
  validationErrorAnswer,
  webhookEvent,
  wrongAmountsAnswer,
} from './dwolla-recorded';

const WEBHOOK_SECRET = 'dwolla-webhook-secret';
const silent = pino({ level: 'silent' });

/** Replies carry Content-Length, as Dwolla's do (see the Twilio tests: nock and kept-alive sockets). */
function reply(status: number, body: object | null, headers: Record<string, string> = {}) {
  const json = body === null ? '' : JSON.stringify(body);
  return [
    status,
    json,
    {
      'Content-Type': 'application/vnd.dwolla.v1.hal+json',
      'Content-Length': String(Buffer.byteLength(json)),
      ...headers,
    },
  ] as [number, string, Record<string, string>];
}
const created = (path: string) => reply(201, null, { Location: `${API}/${path}` });

const customerRequest = {
  idempotencyKey: 'customer:client-1',
  firstName: 'Jane',
  lastName: 'Buyer',
  email: 'jane@example.com',
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  dateOfBirth: '1980-04-12',
  ssnLast4: '1234',
};
const transferRequest = {
  idempotencyKey: 'transfer:t-1',
  sourceFundingSourceId: FUNDING_SOURCE_ID,
  destinationFundingSourceId: ESCROW_SOURCE_ID,
  amountCents: 123_450,
  correlationId: 'transfer-1',
};

describe('DwollaPaymentsProvider (recorded Dwolla responses)', () => {
  let api: nock.Scope;
  const provider = (timeoutMs?: number) =>
    new DwollaPaymentsProvider(
      { key: 'key', secret: 'secret', webhookSecret: WEBHOOK_SECRET, environment: 'sandbox' },
      silent,
      timeoutMs,
    );

  beforeAll(() => nock.disableNetConnect());
  beforeEach(() => {
    api = nock(API);
    api.post('/token').reply(...reply(200, tokenAnswer));
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it('creates a personal verified customer with the Idempotency-Key, then reads it', async () => {
    let body: Record<string, unknown> | undefined;
    api
      .post('/customers', (sent: Record<string, unknown>) => {
        body = sent;
        return true;
      })
      .matchHeader('Idempotency-Key', 'customer:client-1')
      .matchHeader('Authorization', 'Bearer sandbox-access-token')
      .reply(...created(`customers/${CUSTOMER_ID}`))
      .get(`/customers/${CUSTOMER_ID}`)
      .reply(...reply(200, customerAnswer('document')));
    await expect(provider().createCustomer(customerRequest)).resolves.toEqual({ id: CUSTOMER_ID, status: 'document' });
    expect(body).toEqual({
      type: 'personal',
      firstName: 'Jane',
      lastName: 'Buyer',
      email: 'jane@example.com',
      address1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      dateOfBirth: '1980-04-12',
      ssn: '1234',
    });
    expect(api.isDone()).toBe(true);
  });

  it('gets the original customer back when a key is repeated, as Dwolla answers', async () => {
    api
      .post('/customers')
      .matchHeader('Idempotency-Key', 'customer:client-1')
      .times(2)
      .reply(...created(`customers/${CUSTOMER_ID}`))
      .get(`/customers/${CUSTOMER_ID}`)
      .times(2)
      .reply(...reply(200, customerAnswer()));
    const client = provider();
    const [first, again] = [await client.createCustomer(customerRequest), await client.createCustomer(customerRequest)];
    expect(again).toEqual(first);
    expect(api.isDone()).toBe(true);
  });

  it('turns a 400 ValidationError into a definitive refusal naming the field', async () => {
    api.post('/customers').reply(...reply(400, validationErrorAnswer));
    const error = await provider()
      .createCustomer(customerRequest)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'dwolla', code: 'ValidationError', retryable: false });
    expect((error as ProviderError).message).toContain('/email Duplicate');
    expect((error as ProviderError).message).not.toContain('jane@example.com');
  });

  it('creates a transfer with a decimal amount, the key and our correlation id, read back in cents', async () => {
    let body: Record<string, unknown> | undefined;
    api
      .post('/transfers', (sent: Record<string, unknown>) => {
        body = sent;
        return true;
      })
      .matchHeader('Idempotency-Key', 'transfer:t-1')
      .reply(...created(`transfers/${TRANSFER_ID}`))
      .get(`/transfers/${TRANSFER_ID}`)
      .reply(...reply(200, transferAnswer()));
    await expect(provider().createTransfer(transferRequest)).resolves.toEqual({
      id: TRANSFER_ID,
      status: 'pending',
      amountCents: 123_450,
      createdAt: '2026-03-02T15:00:02.000Z',
      correlationId: 'transfer-1',
      rail: 'standard',
      failure: null,
    });
    expect(body).toEqual({
      _links: {
        source: { href: `${API}/funding-sources/${FUNDING_SOURCE_ID}` },
        destination: { href: `${API}/funding-sources/${ESCROW_SOURCE_ID}` },
      },
      amount: { currency: 'USD', value: '1234.50' },
      correlationId: 'transfer-1',
    });
  });

  it('sends an instant payment over real-time-payments and same-day ACH as next-available, and reads each rail back', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    api
      .post('/transfers', (sent: Record<string, unknown>) => bodies.push(sent) > 0)
      .reply(...created(`transfers/${TRANSFER_ID}`))
      .get(`/transfers/${TRANSFER_ID}`)
      .reply(...reply(200, transferAnswer('processed', { rail: 'instant' })))
      .post('/transfers', (sent: Record<string, unknown>) => bodies.push(sent) > 0)
      .reply(...created(`transfers/${TRANSFER_ID}`))
      .get(`/transfers/${TRANSFER_ID}`)
      .reply(...reply(200, transferAnswer('pending', { rail: 'same-day' })));
    const client = provider();
    await expect(client.createTransfer({ ...transferRequest, rail: 'instant' })).resolves.toMatchObject({
      status: 'processed',
      rail: 'instant',
    });
    await expect(client.createTransfer({ ...transferRequest, rail: 'same-day' })).resolves.toMatchObject({
      rail: 'same-day',
    });
    expect(bodies[0]).toMatchObject({ processingChannel: { destination: 'real-time-payments' } });
    expect(bodies[0]).not.toHaveProperty('clearing');
    expect(bodies[1]).toMatchObject({ clearing: { source: 'next-available', destination: 'next-available' } });
    expect(bodies[1]).not.toHaveProperty('processingChannel');
  });

  it('reads whether a funding source takes instant payments from its channels', async () => {
    api
      .get(`/funding-sources/${FUNDING_SOURCE_ID}`)
      .reply(...reply(200, fundingSourceAnswer('verified', false, ['ach', 'real-time-payments'])));
    await expect(provider().getFundingSource(FUNDING_SOURCE_ID)).resolves.toMatchObject({
      channels: ['ach', 'real-time-payments'],
    });
  });

  it('treats a 5xx as an unknown outcome (retryable)', async () => {
    api.post('/transfers').reply(...reply(500, serverErrorAnswer));
    await expect(provider().createTransfer(transferRequest)).rejects.toMatchObject({
      code: 'ServerError',
      retryable: true,
    });
  });

  it('treats 429 and a network failure as retryable', async () => {
    api
      .post('/transfers')
      .reply(...reply(429, { code: 'TooManyRequests', message: 'Too many requests.' }))
      .post('/transfers')
      .replyWithError('socket hang up');
    const client = provider();
    await expect(client.createTransfer(transferRequest)).rejects.toMatchObject({
      code: 'TooManyRequests',
      retryable: true,
    });
    await expect(client.createTransfer(transferRequest)).rejects.toMatchObject({ code: 'NETWORK', retryable: true });
  });

  it('gives up waiting after its timeout with a retryable TIMEOUT', async () => {
    api
      .post('/transfers')
      .delay(1_000)
      .reply(...created(`transfers/${TRANSFER_ID}`));
    const error = await provider(100)
      .createTransfer(transferRequest)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ provider: 'dwolla', code: 'TIMEOUT', retryable: true });
  });

  it('reads a failed transfer’s return code from its failure link', async () => {
    api
      .get(`/transfers/${TRANSFER_ID}`)
      .reply(
        ...reply(
          200,
          transferAnswer('failed', { extraLinks: { failure: { href: `${API}/transfers/${TRANSFER_ID}/failure` } } }),
        ),
      )
      .get(`/transfers/${TRANSFER_ID}/failure`)
      .reply(...reply(200, failureAnswer));
    await expect(provider().getTransfer(TRANSFER_ID)).resolves.toMatchObject({
      status: 'failed',
      failure: { code: 'R01', description: 'Insufficient Funds' },
    });
  });

  it('finds a transfer by exact correlation id among the customer’s transfers', async () => {
    const page = (transfers: object[]) => ({ _links: {}, _embedded: { transfers }, total: transfers.length });
    api
      .get(`/customers/${CUSTOMER_ID}/transfers`)
      .query({ correlationId: 'transfer-1' })
      .reply(...reply(200, page([transferAnswer('pending')])))
      .get(`/customers/${CUSTOMER_ID}/transfers`)
      .query({ correlationId: 'transfer-9' })
      .reply(...reply(200, page([transferAnswer('pending')])));
    const client = provider();
    await expect(client.findTransferByCorrelationId('transfer-1', CUSTOMER_ID)).resolves.toMatchObject({
      id: TRANSFER_ID,
    });
    await expect(client.findTransferByCorrelationId('transfer-9', CUSTOMER_ID)).resolves.toBeNull();
  });

  it('adds a funding source from a Plaid processor token', async () => {
    let body: Record<string, unknown> | undefined;
    api
      .post(`/customers/${CUSTOMER_ID}/funding-sources`, (sent: Record<string, unknown>) => {
        body = sent;
        return true;
      })
      .matchHeader('Idempotency-Key', 'fs:1')
      .reply(...created(`funding-sources/${FUNDING_SOURCE_ID}`))
      .get(`/funding-sources/${FUNDING_SOURCE_ID}`)
      .reply(...reply(200, fundingSourceAnswer()));
    const source = await provider().addFundingSource({
      idempotencyKey: 'fs:1',
      customerId: CUSTOMER_ID,
      name: 'Platypus Checking 0000',
      origin: { processorToken: 'processor-sandbox-abc' },
    });
    expect(body).toEqual({ plaidToken: 'processor-sandbox-abc', name: 'Platypus Checking 0000' });
    expect(source).toEqual({
      id: FUNDING_SOURCE_ID,
      customerId: CUSTOMER_ID,
      status: 'verified',
      bankAccountType: 'checking',
      name: 'Platypus Checking 0000',
      removed: false,
      channels: ['ach'],
    });
  });

  it('verifies micro-deposits, reporting wrong amounts and used-up tries', async () => {
    const path = `/funding-sources/${FUNDING_SOURCE_ID}/micro-deposits`;
    let amounts: unknown;
    api
      .post(path)
      .reply(...reply(400, wrongAmountsAnswer))
      .post(path)
      .reply(...reply(403, { code: 'InvalidResourceState', message: 'Too many attempts.' }))
      .post(path, (sent: unknown) => {
        amounts = sent;
        return true;
      })
      .reply(...reply(200, { _links: {} }));
    const client = provider();
    await expect(client.verifyMicroDeposits(FUNDING_SOURCE_ID, [10, 11])).resolves.toEqual({
      verified: false,
      attemptsLeft: null,
    });
    await expect(client.verifyMicroDeposits(FUNDING_SOURCE_ID, [10, 11])).resolves.toEqual({
      verified: false,
      attemptsLeft: 0,
    });
    await expect(client.verifyMicroDeposits(FUNDING_SOURCE_ID, [3, 9])).resolves.toEqual({ verified: true });
    expect(amounts).toEqual({
      amount1: { value: '0.03', currency: 'USD' },
      amount2: { value: '0.09', currency: 'USD' },
    });
  });

  it('uploads an identity document as multipart form data', async () => {
    let body = '';
    api
      .post(`/customers/${CUSTOMER_ID}/documents`, (sent: string) => {
        body = sent;
        return true;
      })
      .matchHeader('content-type', /^multipart\/form-data; boundary=/)
      .reply(...created(`documents/${DOCUMENT_ID}`))
      .get(`/documents/${DOCUMENT_ID}`)
      .reply(...reply(200, documentAnswer()));
    const uploaded = await provider().uploadDocument(CUSTOMER_ID, {
      type: 'passport',
      file: Buffer.from('%PDF-1.7 passport'),
      filename: 'passport.pdf',
    });
    expect(uploaded).toEqual({ id: DOCUMENT_ID, status: 'pending', failureReason: null });
    expect(body).toContain('name="documentType"');
    expect(body).toContain('passport');
    expect(body).toContain('filename="passport.pdf"');
  });

  describe('parseWebhook', () => {
    const signed = (event: object) => {
      const body = JSON.stringify(event);
      return { body, headers: { 'x-request-signature-sha-256': signDwollaBody(WEBHOOK_SECRET, body) } };
    };

    it('verifies the signature and normalizes a transfer event, with its return code', async () => {
      api
        .get(`/transfers/${TRANSFER_ID}`)
        .reply(
          ...reply(
            200,
            transferAnswer('failed', { extraLinks: { failure: { href: `${API}/transfers/${TRANSFER_ID}/failure` } } }),
          ),
        )
        .get(`/transfers/${TRANSFER_ID}/failure`)
        .reply(...reply(200, failureAnswer));
      const { body, headers } = signed(webhookEvent('customer_transfer_failed', TRANSFER_ID));
      await expect(provider().parseWebhook(body, headers)).resolves.toEqual({
        kind: 'transfer',
        eventId: 'f8e70f48-b7ff-47d0-9d3d-62a099363a76',
        topic: 'customer_transfer_failed',
        occurredAt: '2026-03-04T16:00:00.000Z',
        transferId: TRANSFER_ID,
        milestone: 'failed',
        status: 'failed',
        failure: { code: 'R01', description: 'Insufficient Funds' },
      });
    });

    it('follows a bank leg to the customer transfer it funds', async () => {
      api
        .get(`/transfers/${BANK_LEG_ID}`)
        .reply(
          ...reply(
            200,
            transferAnswer('processed', {
              id: BANK_LEG_ID,
              extraLinks: { 'funded-transfer': { href: `${API}/transfers/${TRANSFER_ID}` } },
            }),
          ),
        )
        .get(`/transfers/${TRANSFER_ID}`)
        .reply(...reply(200, transferAnswer('pending')));
      const { body, headers } = signed(webhookEvent('customer_bank_transfer_completed', BANK_LEG_ID));
      await expect(provider().parseWebhook(body, headers)).resolves.toMatchObject({
        kind: 'transfer',
        transferId: TRANSFER_ID,
        milestone: 'funds_debited',
        status: 'pending',
        failure: null,
      });
    });

    it('refuses a forged or tampered webhook without calling Dwolla', async () => {
      const { body, headers } = signed(webhookEvent('customer_transfer_completed', TRANSFER_ID));
      const client = provider();
      await expect(
        client.parseWebhook(body, { 'x-request-signature-sha-256': signDwollaBody('not-the-secret', body) }),
      ).rejects.toMatchObject({ code: 'InvalidSignature', retryable: false });
      await expect(client.parseWebhook(body.replace(TRANSFER_ID, BANK_LEG_ID), headers)).rejects.toMatchObject({
        code: 'InvalidSignature',
      });
      await expect(client.parseWebhook(body, {})).rejects.toMatchObject({ code: 'InvalidSignature' });
      expect(api.pendingMocks()).toEqual([`POST ${API}:443/token`]);
    });

    it('acknowledges topics the portal does not act on', async () => {
      const { body, headers } = signed(webhookEvent('customer_created', CUSTOMER_ID));
      await expect(provider().parseWebhook(body, headers)).resolves.toMatchObject({
        kind: 'ignored',
        topic: 'customer_created',
      });
    });
  });
});
