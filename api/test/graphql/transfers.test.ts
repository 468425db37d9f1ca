import { TRANSFER_NOT_EDITABLE } from '@portal/shared/constants';
import { VALIDATION_MESSAGES as M } from '@portal/shared/validation';
import { eq } from 'drizzle-orm';
import { transfer } from '../../src/platform/database/schema';
import { IDS } from '../../src/seed/seed-data';
import { asClient, createClientFixture, UNKNOWN_ID, type ClientFixture } from '../support/graphql-fixtures';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { CREATE, formData, SAVE, UPDATE } from './transfer-operations';

describe.each(driversFor('one'))('transfers over GraphQL (%s)', (driver) => {
  const context = useTestApp(driver);
  let a: ClientFixture;
  let acme: ClientFixture;
  beforeAll(async () => {
    a = await createClientFixture(context.database.db, 'demo');
    acme = await createClientFixture(context.database.db, 'acme');
  });
  const statusOf = async (id: string) =>
    (await context.database.db.select({ status: transfer.status }).from(transfer).where(eq(transfer.id, id)))[0]
      ?.status;

  describe('createTransfer', () => {
    it('creates a draft with the tenant fee, every field checked and normalised', async () => {
      const { statusCode, body } = await asClient(context.app, a)<{ createTransfer: Record<string, unknown> }>(CREATE, {
        data: formData(a),
      });
      expect(statusCode).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data!.createTransfer).toMatchObject({
        id: expect.any(String),
        status: 'draft',
        amount: '1500.50',
        fee: '2.50',
        purpose: 'Earnest Money Deposit for Purchase',
        propertyAddress2: 'Unit 2',
        notes: [{ note: 'For the offer on Maple Street' }],
        expectedClosingDate: '2030-07-15',
        disbursement: false,
        transferType: { name: 'Client Transfer' },
        sourceBankAccount: { id: a.accounts.checking },
        destBankAccount: { id: a.escrowId },
        escrowBankAccount: { id: a.escrowId },
        office: { title: 'Springfield Downtown' },
        client: { id: a.client.id },
        tenant: { identifier: 'demo' },
      });
      expect(JSON.parse(body.data!.createTransfer.otherIndividuals as string)).toEqual({
        agentFullName: 'Riley Agent',
        email: 'riley@agents.example',
        phoneNumber: '+15550102001',
      });
    });

    it('takes the fee from the tenant: none when the tenant pays it (acme)', async () => {
      const { body } = await asClient(context.app, acme)<{ createTransfer: { fee: string; agent: unknown } }>(CREATE, {
        data: formData(acme, {
          office: undefined,
          agent: { connect: { id: IDS.realtors.jane } },
        }),
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.createTransfer).toMatchObject({ fee: '0.00', agent: { displayName: 'Jane Realtor' } });
    });

    it('refuses a fee, a disbursement flag or a client id sent by the client', async () => {
      const create = asClient(context.app, a);
      for (const extra of [{ fee: '0.00' }, { disbursement: true }, { clientId: a.client.id }]) {
        const { statusCode, body } = await create(CREATE, { data: { ...formData(a), ...extra } });
        expect(statusCode).toBe(400);
        expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    });

    it('creates only drafts', async () => {
      const { statusCode, body } = await asClient(context.app, a)(CREATE, { data: formData(a, { status: 'pending' }) });
      expect(statusCode).toBe(403);
      expect(body.errors?.[0]).toMatchObject({
        message: 'A new transfer can only be a draft',
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it.each([
      ['0', M.amountNotPositive],
      ['-5', M.amountNotPositive],
      ['150000', M.amountExceedsMax],
      ['149999.999', M.amount],
      ['NaN', M.amount],
      ['1e5', M.amount],
      ['$1,500.00', M.amount],
      ['', M.required],
    ])('checks the amount %p: %s', async (amount, message) => {
      const { statusCode, body } = await asClient(context.app, a)(CREATE, {
        data: formData(a, { amount, amountCompare: amount }),
      });
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(body.errors?.[0]?.message.split('; ')).toContain(message);
    });

    it(`allows exactly the maximum, and says 'Transfer amount cannot exceed $149,999.99' above it`, async () => {
      const rich = await createClientFixture(context.database.db, 'demo', { balanceCents: 20_000_000 });
      const create = asClient(context.app, rich);
      const ok = await create(CREATE, { data: formData(rich, { amount: '149999.99', amountCompare: '149999.99' }) });
      expect(ok.body.errors).toBeUndefined();
      const over = await create(CREATE, { data: formData(rich, { amount: '150000.00', amountCompare: '150000.00' }) });
      expect(over.body.errors?.[0]?.message).toBe('Transfer amount cannot exceed $149,999.99');
    });

    it(`says 'Amounts do not match' when the re-entered amount differs`, async () => {
      const { body } = await asClient(context.app, a)(CREATE, { data: formData(a, { amountCompare: '1500.51' }) });
      expect(body.errors?.[0]).toMatchObject({
        message: 'Amounts do not match',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('refuses an amount the source balance cannot cover with the fee', async () => {
      // Balance 10000.00, fee 2.50 paid by the client: 9997.50 is the most.
      const create = asClient(context.app, a);
      const ok = await create(CREATE, { data: formData(a, { amount: '9997.50', amountCompare: '9997.50' }) });
      expect(ok.body.errors).toBeUndefined();
      const { body } = await create(CREATE, { data: formData(a, { amount: '9997.51', amountCompare: '9997.51' }) });
      expect(body.errors?.[0]?.message).toBe(`${M.amountExceedsBalance} You can send up to $9,997.50.`);
    });

    it.each([
      [{ propertyAddress1: '' }, M.address],
      [{ propertyCity: null }, M.address],
      [{ propertyState: 'ZZ' }, M.address],
      [{ propertyZipcode: '1234' }, M.address],
      [{ purpose: '' }, M.required],
      [{ purpose: 'Lottery tickets' }, 'Please select a valid purpose'],
      [{ email: 'not-an-email' }, M.email],
      [{ email: `${'e'.repeat(45)}@x.com` }, M.maxLength],
      [{ firstName: 'N'.repeat(51) }, M.maxLength],
      [{ mobilePhone: '123' }, M.phone],
      [{ expectedClosingDate: '31/31/2030' }, M.date],
      [{ otherIndividuals: '{"agentFullName": 5}' }, expect.stringContaining('otherIndividuals must be JSON')],
      [{ otherIndividuals: 'not json' }, expect.stringContaining('otherIndividuals must be JSON')],
      [{ otherIndividuals: '{"email": "nope"}' }, M.email],
    ])('checks %p', async (overrides, message) => {
      const { statusCode, body } = await asClient(context.app, a)(CREATE, { data: formData(a, overrides) });
      expect(statusCode).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it.each([
      [
        'sourceBankAccount',
        'an escrow account',
        (f: ClientFixture) => f.escrowId,
        'Bank account not found, please select bank account',
      ],
      [
        'sourceBankAccount',
        'an unknown account',
        () => UNKNOWN_ID,
        'Bank account not found, please select bank account',
      ],
      [
        'destBankAccount',
        'a client account',
        (f: ClientFixture) => f.accounts.checking,
        'Destination account not found, please contact support',
      ],
      [
        'destBankAccount',
        "another tenant's escrow",
        () => IDS.bankAccounts.acmeEscrow,
        'Destination account not found, please contact support',
      ],
      [
        'escrowBankAccount',
        'an unknown account',
        () => 'not-a-uuid',
        'Destination account not found, please contact support',
      ],
      ['office', 'a closed office', () => IDS.offices.decatur, 'Office not found'],
      ['agent', "another tenant's realtor", () => IDS.realtors.jane, 'Agent not found'],
      ['transferType', 'an unknown type', () => UNKNOWN_ID, 'Transfer type not found'],
      ['client', 'another client', () => UNKNOWN_ID, 'Client not found'],
      ['tenant', 'another tenant', () => IDS.tenants.acme, 'Tenant not found, please check url'],
    ])('refuses %s set to %s', async (field, _what, id, message) => {
      const { statusCode, body } = await asClient(context.app, a)(CREATE, {
        data: formData(a, { [field]: { connect: { id: id(a) } } }),
      });
      expect(statusCode).toBe(404);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('updateTransfer and saveTransfer', () => {
    it('edits a draft, recomputes the fee, and keeps it a draft', async () => {
      const update = asClient(context.app, a);
      const { body } = await update<{ updateTransfer: Record<string, string> }>(UPDATE, {
        id: a.transfers.draft,
        data: {
          amount: '200.00',
          amountCompare: '200',
          status: 'draft',
          propertyAddress2: null,
          // demo routes by office: a step-3 save (it carries the amount) names one.
          office: { connect: { id: IDS.offices.springfield } },
        },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateTransfer).toEqual({
        id: a.transfers.draft,
        status: 'draft',
        amount: '200.00',
        fee: '2.50',
      });
    });

    it.each([['initiated'], ['requested']] as const)('moves %s to viewed (saveTransfer)', async (key) => {
      const { body } = await asClient(context.app, a)(SAVE, { id: a.transfers[key], data: { status: 'viewed' } });
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ saveTransfer: { id: a.transfers[key], status: 'viewed' } });
      expect(await statusOf(a.transfers[key])).toBe('viewed');
    });

    it.each(['pending', 'submitted', 'sent', 'completed', 'cancelled', 'error', 'Requested', 'Initiated', 'created'])(
      'refuses a client move of a draft to %s',
      async (status) => {
        const { statusCode, body } = await asClient(context.app, a)(UPDATE, {
          id: a.transfers.draft,
          data: { status },
        });
        expect(statusCode).toBe(403);
        expect(body.errors?.[0]).toMatchObject({
          message: `A transfer cannot be moved from draft to ${status}`,
          extensions: { code: 'FORBIDDEN' },
        });
        expect(await statusOf(a.transfers.draft)).toBe('draft');
      },
    );

    it.each(['pending', 'submitted', 'completed', 'cancelled', 'error', 'rejected'] as const)(
      `answers 'The transfer cannot be edited' for a %s transfer`,
      async (status) => {
        const key = (
          Object.entries({
            pending: 'pending',
            submitted: 'submitted',
            completed: 'completed',
            cancelled: 'cancelled',
            error: 'error',
            rejected: 'rejected',
          }) as Array<[typeof status, keyof ClientFixture['transfers']]>
        ).find(([s]) => s === status)![1];
        for (const data of [{ amount: '1.00' }, { status: 'viewed' }, {}]) {
          const { statusCode, body } = await asClient(context.app, a)(UPDATE, { id: a.transfers[key], data });
          expect(statusCode).toBe(409);
          expect(body.errors?.[0]).toMatchObject({ message: TRANSFER_NOT_EDITABLE, extensions: { code: 'CONFLICT' } });
        }
        expect(await statusOf(a.transfers[key])).toBe(status);
      },
    );

    it('lets a disbursement be viewed but not edited', async () => {
      const update = asClient(context.app, a);
      const edit = await update(UPDATE, { id: a.transfers.draftDisbursement, data: { amount: '99999.00' } });
      expect(edit.statusCode).toBe(403);
      expect(edit.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const sent = await update(UPDATE, { id: a.transfers.sentDisbursement, data: { status: 'viewed' } });
      expect(sent.body.errors?.[0]?.message).toBe(TRANSFER_NOT_EDITABLE);
    });

    it('answers an unknown id like any id that is not the client’s', async () => {
      const { statusCode, body } = await asClient(context.app, a)(UPDATE, { id: UNKNOWN_ID, data: { amount: '1.00' } });
      expect(statusCode).toBe(404);
      expect(body.errors?.[0]).toMatchObject({ message: 'Transfer not found', extensions: { code: 'NOT_FOUND' } });
    });
  });
});
