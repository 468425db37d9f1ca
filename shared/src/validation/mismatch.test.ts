/** @jest-environment node */
import { mismatchSchema } from './mismatch';
import { errorsOf } from './testing/errors-of';

const bank = { firstName: 'ANA', lastName: 'Lopez  Garcia', zipcode: '78701', address2: null };

describe('mismatchSchema', () => {
  it('accepts values that match the bank, ignoring case and spacing', async () => {
    expect(
      await errorsOf(mismatchSchema(bank), { firstName: 'Ana', lastName: 'lopez garcia', zipcode: '78701' }),
    ).toEqual({});
  });

  it('flags values that differ from the bank', async () => {
    expect(
      await errorsOf(mismatchSchema(bank), { firstName: 'Anna', lastName: 'Lopez Garcia', zipcode: '78702' }),
    ).toEqual({
      firstName: 'Your Account details are not matching with bank details',
      zipcode: 'Your Account details are not matching with bank details',
    });
  });

  it('requires every reported field and limits names to 30', async () => {
    const longName = 'x'.repeat(31);
    expect(await errorsOf(mismatchSchema({ ...bank, firstName: longName }), { firstName: longName })).toEqual({
      firstName: 'Max length exceeded',
      lastName: 'This is required',
      zipcode: 'This is required',
    });
  });

  it('has no rule for a value the bank did not report', async () => {
    expect(Object.keys(mismatchSchema(bank).fields)).toEqual(['firstName', 'lastName', 'zipcode']);
  });
});
