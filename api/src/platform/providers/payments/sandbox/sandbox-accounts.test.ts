import { rm } from 'node:fs/promises';
import pino from 'pino';
import { ProviderError } from '../../provider-error';
import type { SandboxPaymentsProvider } from './sandbox-payments-provider';
import { customerRequest, makeSandbox, ManualClock, sandboxDirectory, STEP_MS } from './sandbox-test-support';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('SandboxPaymentsProvider: customers, documents, funding sources', () => {
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

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as ProviderError,
    );

  describe('customers', () => {
    it('creates a verified personal customer for any ordinary first name', async () => {
      const customer = await sandbox.createCustomer(customerRequest({ firstName: 'Jane' }));
      expect(customer).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'verified' });
      expect(await sandbox.getCustomer(customer.id)).toEqual(customer);
    });

    it.each([
      ['retry', 'retry'],
      ['Document', 'document'],
      ['SUSPENDED', 'suspended'],
      ['kba', 'kba'],
    ])('gives the first name %s the status %s, as Dwolla’s sandbox does', async (firstName, status) => {
      const customer = await sandbox.createCustomer(customerRequest({ firstName }));
      expect(customer.status).toBe(status);
    });

    it.each([
      [{ email: 'not-an-email' }, '/email'],
      [{ state: 'XX' }, '/state'],
      [{ postalCode: '7870' }, '/postalCode'],
      [{ dateOfBirth: '2015-01-01' }, '/dateOfBirth'],
      [{ dateOfBirth: '1980-02-30' }, '/dateOfBirth'],
      [{ ssnLast4: '12a4' }, '/ssn'],
      [{ address1: 'PO Box 12' }, '/address1'],
      [{ firstName: 'x'.repeat(51) }, '/firstName'],
    ])('refuses %o with a definitive ValidationError', async (overrides, path) => {
      const error = await refusal(sandbox.createCustomer(customerRequest(overrides)));
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ code: 'ValidationError', retryable: false });
      expect(error?.message).toContain(path);
      expect(await sandbox.sandboxStats()).toMatchObject({ customers: 0 });
    });

    it('refuses a second customer with the same e-mail, as Dwolla does', async () => {
      await sandbox.createCustomer(customerRequest({ email: 'Same@Example.com' }));
      const error = await refusal(sandbox.createCustomer(customerRequest({ email: 'same@example.com' })));
      expect(error).toMatchObject({ code: 'ValidationError', retryable: false });
    });

    it('returns the first customer for a repeated Idempotency-Key and creates one', async () => {
      const request = customerRequest({ idempotencyKey: 'customer:client-1' });
      const results = await Promise.all(Array.from({ length: 10 }, () => sandbox.createCustomer(request)));
      expect(new Set(results.map((customer) => customer.id)).size).toBe(1);
      expect(await sandbox.sandboxStats()).toMatchObject({ customers: 1 });
    });

    it('forgets a key after Dwolla’s 24 hours', async () => {
      const first = await sandbox.createCustomer(customerRequest({ idempotencyKey: 'k', email: 'a@example.com' }));
      clock.advance(24 * 60 * 60 * 1000);
      const second = await sandbox.createCustomer(customerRequest({ idempotencyKey: 'k', email: 'b@example.com' }));
      expect(second.id).not.toBe(first.id);
    });

    it('logs ids and statuses, never the person', async () => {
      const lines: string[] = [];
      await sandbox.close();
      sandbox = makeSandbox(directory, clock, {
        logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
      });
      const customer = await sandbox.createCustomer(
        customerRequest({ firstName: 'Josephine', email: 'josephine@example.com', ssnLast4: '4821' }),
      );
      const logs = lines.join('');
      expect(logs).toContain('customer created');
      expect(logs).toContain(customer.id);
      for (const secret of ['Josephine', 'josephine@example.com', '4821', '1980-04-12', 'Congress']) {
        expect(logs).not.toContain(secret);
      }
    });

    it('knows seeded demo ids as verified customers and nothing else', async () => {
      expect(await sandbox.getCustomer('sandbox-customer-42')).toEqual({
        id: 'sandbox-customer-42',
        status: 'verified',
      });
      expect(await refusal(sandbox.getCustomer('nope'))).toMatchObject({ code: 'NotFound', retryable: false });
    });
  });

  describe('documents', () => {
    it('verifies a document customer one clock step after an upload', async () => {
      const customer = await sandbox.createCustomer(customerRequest({ firstName: 'document' }));
      const document = await sandbox.uploadDocument(customer.id, { type: 'passport', file: PNG, filename: 'id.png' });
      expect(document).toEqual({ id: expect.any(String), status: 'pending', failureReason: null });
      expect((await sandbox.getCustomer(customer.id)).status).toBe('document');
      clock.advance(STEP_MS);
      expect((await sandbox.getCustomer(customer.id)).status).toBe('verified');
    });

    it('keeps the customer in document when the file name contains "fail"', async () => {
      const customer = await sandbox.createCustomer(customerRequest({ firstName: 'document' }));
      await sandbox.uploadDocument(customer.id, { type: 'license', file: PNG, filename: 'please-FAIL.png' });
      clock.advance(STEP_MS);
      expect((await sandbox.getCustomer(customer.id)).status).toBe('document');
      const inspected = await sandbox.inspectCustomer(customer.id);
      expect(inspected?.documents[0]).toMatchObject({ status: 'reviewed', failureReason: 'ScanNotReadable' });
    });

    it('refuses uploads for a customer not in document, and files that are not JPEG, PNG or PDF', async () => {
      const verified = await sandbox.createCustomer(customerRequest());
      expect(
        await refusal(sandbox.uploadDocument(verified.id, { type: 'passport', file: PNG, filename: 'a.png' })),
      ).toMatchObject({ code: 'InvalidResourceState', retryable: false });
      const waiting = await sandbox.createCustomer(customerRequest({ firstName: 'document' }));
      const text = Buffer.from('plain text pretending to be a png');
      expect(
        await refusal(sandbox.uploadDocument(waiting.id, { type: 'passport', file: text, filename: 'a.png' })),
      ).toMatchObject({ code: 'ValidationError' });
    });
  });

  describe('funding sources', () => {
    it('adds a verified source from a processor token, typed by the token’s account', async () => {
      const customer = await sandbox.createCustomer(customerRequest());
      const source = await sandbox.addFundingSource({
        idempotencyKey: 'fs:1',
        customerId: customer.id,
        name: 'Platypus Savings 1111',
        origin: { processorToken: 'processor-sandbox-savings-abc' },
      });
      expect(source).toEqual({
        id: expect.any(String),
        customerId: customer.id,
        status: 'verified',
        bankAccountType: 'savings',
        name: 'Platypus Savings 1111',
        removed: false,
        channels: ['ach'],
      });
      expect(await sandbox.getFundingSource(source.id)).toEqual(source);
    });

    it('lists real-time-payments on a checking account at an RTP bank, from the link or the routing number', async () => {
      await sandbox.close();
      sandbox = makeSandbox(directory, clock, {
        resolveProcessorToken: async (token) => ({
          bankAccountType: token.includes('savings') ? 'savings' : 'checking',
          name: 'Account',
          mask: '0000',
          realTimePayments: !token.includes('ach-only'),
        }),
      });
      const customer = await sandbox.createCustomer(customerRequest());
      const add = (origin: Parameters<typeof sandbox.addFundingSource>[0]['origin']) =>
        sandbox.addFundingSource({ idempotencyKey: null, customerId: customer.id, name: 'Account', origin });
      expect((await add({ processorToken: 'rtp-checking' })).channels).toEqual(['ach', 'real-time-payments']);
      expect((await add({ processorToken: 'ach-only-checking' })).channels).toEqual(['ach']);
      // RTP reaches checking accounts only.
      expect((await add({ processorToken: 'rtp-savings' })).channels).toEqual(['ach']);
      const byNumbers = (routingNumber: string) =>
        add({ routingNumber, accountNumber: `${Date.now()}`.slice(-9), bankAccountType: 'checking' });
      expect((await byNumbers('021000021')).channels).toEqual(['ach', 'real-time-payments']);
      expect((await byNumbers('222222226')).channels).toEqual(['ach']);
    });

    it('asks the injected resolver about processor tokens, as Dwolla asks Plaid', async () => {
      const asked: string[] = [];
      await sandbox.close();
      sandbox = makeSandbox(directory, clock, {
        resolveProcessorToken: async (token) => {
          asked.push(token);
          return token === 'processor-link-1' ? { bankAccountType: 'checking', name: 'Checking', mask: '0000' } : null;
        },
      });
      const customer = await sandbox.createCustomer(customerRequest());
      const add = (processorToken: string) =>
        sandbox.addFundingSource({
          idempotencyKey: null,
          customerId: customer.id,
          name: 'Bank',
          origin: { processorToken },
        });
      expect((await add('processor-link-1')).bankAccountType).toBe('checking');
      expect(await refusal(add('processor-sandbox-checking-x'))).toMatchObject({
        code: 'ValidationError',
        retryable: false,
      });
      expect(asked).toEqual(['processor-link-1', 'processor-sandbox-checking-x']);
    });

    it('refuses the same bank twice for a customer, and a second source for one key is the first', async () => {
      const customer = await sandbox.createCustomer(customerRequest());
      const request = {
        idempotencyKey: 'fs:same',
        customerId: customer.id,
        name: 'Checking',
        origin: { processorToken: 'processor-sandbox-checking-1' },
      };
      const [a, b] = await Promise.all([sandbox.addFundingSource(request), sandbox.addFundingSource(request)]);
      expect(a.id).toBe(b.id);
      const duplicate = await refusal(sandbox.addFundingSource({ ...request, idempotencyKey: 'fs:other' }));
      expect(duplicate).toMatchObject({ code: 'DuplicateResource', retryable: false });
      expect(await sandbox.sandboxStats()).toMatchObject({ fundingSources: 1 });
    });

    it('removes a source, seeded ones included', async () => {
      await sandbox.removeFundingSource('sandbox-fs-7');
      expect(await sandbox.getFundingSource('sandbox-fs-7')).toMatchObject({ removed: true, status: 'verified' });
      expect(await refusal(sandbox.removeFundingSource('unknown'))).toMatchObject({ code: 'NotFound' });
    });

    it('verifies a manual account with micro-deposits under $0.10 once they have posted', async () => {
      const customer = await sandbox.createCustomer(customerRequest());
      const source = await sandbox.addFundingSource({
        idempotencyKey: null,
        customerId: customer.id,
        name: 'Manual checking',
        origin: { routingNumber: '222222226', accountNumber: '123456789', bankAccountType: 'checking' },
      });
      expect(source.status).toBe('unverified');
      await expect(sandbox.verifyMicroDeposits(source.id, [3, 7])).rejects.toMatchObject({
        code: 'InvalidResourceState',
      });
      await sandbox.startMicroDeposits(source.id);
      await expect(sandbox.startMicroDeposits(source.id)).rejects.toMatchObject({ code: 'InvalidResourceState' });
      await expect(sandbox.verifyMicroDeposits(source.id, [3, 7])).rejects.toMatchObject({
        code: 'InvalidResourceState',
        message: 'Micro-deposits have not settled.',
      });
      clock.advance(STEP_MS);
      expect(await sandbox.verifyMicroDeposits(source.id, [10, 7])).toEqual({ verified: false, attemptsLeft: 2 });
      expect(await sandbox.verifyMicroDeposits(source.id, [3, 7])).toEqual({ verified: true });
      expect((await sandbox.getFundingSource(source.id)).status).toBe('verified');
    });

    it('stops after three wrong tries', async () => {
      const customer = await sandbox.createCustomer(customerRequest());
      const source = await sandbox.addFundingSource({
        idempotencyKey: null,
        customerId: customer.id,
        name: 'Manual checking',
        origin: { routingNumber: '222222226', accountNumber: '99887766', bankAccountType: 'checking' },
      });
      await sandbox.startMicroDeposits(source.id);
      clock.advance(STEP_MS);
      expect(await sandbox.verifyMicroDeposits(source.id, [11, 12])).toEqual({ verified: false, attemptsLeft: 2 });
      expect(await sandbox.verifyMicroDeposits(source.id, [0, 5])).toEqual({ verified: false, attemptsLeft: 1 });
      expect(await sandbox.verifyMicroDeposits(source.id, [50, 5])).toEqual({ verified: false, attemptsLeft: 0 });
      await expect(sandbox.verifyMicroDeposits(source.id, [3, 7])).rejects.toMatchObject({
        code: 'InvalidResourceState',
      });
    });

    it('refuses bank numbers Dwolla would refuse', async () => {
      const customer = await sandbox.createCustomer(customerRequest());
      const add = (routingNumber: string, accountNumber: string) =>
        sandbox.addFundingSource({
          idempotencyKey: null,
          customerId: customer.id,
          name: 'Manual',
          origin: { routingNumber, accountNumber, bankAccountType: 'checking' },
        });
      await expect(add('222222227', '123456789')).rejects.toMatchObject({ code: 'ValidationError' });
      await expect(add('222222226', '12')).rejects.toMatchObject({ code: 'ValidationError' });
    });
  });
});
