/** @jest-environment node */
import { amountExceedsBalanceText } from './messages';
import { type TransferContext, transferSchema } from './transfer';
import { errorsOf } from './testing/errors-of';

const other: TransferContext = { routingType: 'other' };
const valid = {
  purpose: 'Earnest Money Deposit for Purchase',
  propertyAddress1: '1 Main St',
  propertyCity: 'Austin',
  propertyState: 'TX',
  propertyZipcode: '78701',
  amount: '1000.00',
  amountCompare: '1000',
};

describe('transferSchema', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(transferSchema(other), valid)).toEqual({});
  });

  it('requires purpose, the property address and both amounts', async () => {
    expect(await errorsOf(transferSchema(other), {})).toEqual({
      purpose: 'This is required',
      propertyAddress1: 'Please select a valid address',
      propertyCity: 'Please select a valid address',
      propertyState: 'Please select a valid address',
      propertyZipcode: 'Please select a valid address',
      amount: 'This is required',
      amountCompare: 'This is required',
    });
  });

  it('rejects a property outside the US states or with a malformed ZIP', async () => {
    expect(await errorsOf(transferSchema(other), { ...valid, propertyState: 'ZZ', propertyZipcode: '1' })).toEqual({
      propertyState: 'Please select a valid address',
      propertyZipcode: 'Please select a valid address',
    });
  });

  it('requires the re-entered amount to match', async () => {
    expect(await errorsOf(transferSchema(other), { ...valid, amountCompare: '100.00' })).toEqual({
      amountCompare: 'Amounts do not match',
    });
  });

  it.each([
    ['abc', 'Please enter a valid amount'],
    ['10.001', 'Please enter a valid amount'],
    ['0', 'Amount must be greater than $0.00'],
    ['-5', 'Amount must be greater than $0.00'],
    ['150000', 'Transfer amount cannot exceed $149,999.99'],
    ['149,999.991', 'Please enter a valid amount'],
  ])('rejects amount %p', async (amount, message) => {
    expect(await errorsOf(transferSchema(other), { ...valid, amount, amountCompare: amount })).toEqual({
      amount: message,
    });
  });

  it('accepts exactly the maximum', async () => {
    expect(
      await errorsOf(transferSchema(other), { ...valid, amount: '149999.99', amountCompare: '149,999.99' }),
    ).toEqual({});
  });

  describe('balance', () => {
    const balanceMessage =
      'Amount entered exceeds account balance and any applicable convenience fees. Please enter an amount lesser than or equal to this combined amount.';

    it('counts the fee against the balance when the client pays it', async () => {
      const schema = transferSchema({ routingType: 'other', balanceCents: 100_000, feeCents: 500, clientPays: true });
      expect(await errorsOf(schema, { ...valid, amount: '995.00', amountCompare: '995' })).toEqual({});
      expect(await errorsOf(schema, { ...valid, amount: '995.01', amountCompare: '995.01' })).toEqual({
        amount: `${balanceMessage} You can send up to $995.00.`,
      });
    });

    it('ignores the fee when the tenant pays it', async () => {
      const schema = transferSchema({ routingType: 'other', balanceCents: 100_000, feeCents: 500, clientPays: false });
      expect(await errorsOf(schema, valid)).toEqual({});
      expect(await errorsOf(schema, { ...valid, amount: '1000.01', amountCompare: '1000.01' })).toEqual({
        amount: `${balanceMessage} You can send up to $1,000.00.`,
      });
    });

    it('keeps the message alone when the balance cannot even cover the fee', async () => {
      const schema = transferSchema({ routingType: 'other', balanceCents: 300, feeCents: 500, clientPays: true });
      expect(await errorsOf(schema, { ...valid, amount: '1.00', amountCompare: '1.00' })).toEqual({
        amount: balanceMessage,
      });
    });

    it('offers no more than the transfer limit from a larger balance', () => {
      expect(amountExceedsBalanceText(20_000_000)).toEqual({
        id: 'validation.amountExceedsBalanceUpTo',
        values: { mostCents: 14_999_999 },
      });
    });

    it('is not checked when the balance is unknown', async () => {
      const schema = transferSchema({ routingType: 'other', balanceCents: null, feeCents: 500, clientPays: true });
      expect(await errorsOf(schema, { ...valid, amount: '149999.99', amountCompare: '149999.99' })).toEqual({});
    });

    it('reports the limit before the balance', async () => {
      const schema = transferSchema({ routingType: 'other', balanceCents: 100 });
      expect(await errorsOf(schema, { ...valid, amount: '200000', amountCompare: '200000' })).toEqual({
        amount: 'Transfer amount cannot exceed $149,999.99',
      });
    });
  });

  describe('routing', () => {
    it('requires an office when the tenant routes by office', async () => {
      expect(await errorsOf(transferSchema({ routingType: 'office' }), valid)).toEqual({ office: 'This is required' });
      expect(await errorsOf(transferSchema({ routingType: 'office' }), { ...valid, office: 'o1' })).toEqual({});
    });

    it('requires an agent when the tenant routes by agent, unless the landing page fixed one', async () => {
      expect(await errorsOf(transferSchema({ routingType: 'agent' }), valid)).toEqual({ agent: 'This is required' });
      expect(await errorsOf(transferSchema({ routingType: 'agent', agentPreselected: true }), valid)).toEqual({});
    });
  });

  it('checks the optional agent contact details when given', async () => {
    expect(await errorsOf(transferSchema(other), { ...valid, agentEmail: 'agent@', agentPhone: '123' })).toEqual({
      agentEmail: 'Invalid email format',
      agentPhone: 'Please enter a valid US mobile phone number',
    });
  });
});
