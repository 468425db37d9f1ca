/** @jest-environment node */
import { codeSchema } from './code';
import { loginSchema } from './login';
import { registrationSchema } from './registration';
import { errorsOf } from './testing/errors-of';

const valid = { firstName: 'Ana', middleName: '', lastName: 'Lopez', mobilePhone: '(555) 123-4567', agreement: true };

describe('registrationSchema', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsOf(registrationSchema, valid)).toEqual({});
  });

  it('requires first name, last name, phone and the agreement', async () => {
    expect(
      await errorsOf(registrationSchema, { firstName: '  ', lastName: '', mobilePhone: '', agreement: false }),
    ).toEqual({
      firstName: 'This is required',
      lastName: 'This is required',
      mobilePhone: 'This is required',
      agreement: 'Please accept the terms to continue',
    });
  });

  it('limits names to 50 characters', async () => {
    const long = 'x'.repeat(51);
    expect(
      await errorsOf(registrationSchema, { ...valid, firstName: long, middleName: long, lastName: 'x'.repeat(50) }),
    ).toEqual({
      firstName: 'Max length exceeded',
      middleName: 'Max length exceeded',
    });
  });

  it('accepts US numbers only', async () => {
    expect(await errorsOf(registrationSchema, { ...valid, mobilePhone: '+44 20 7946 0958' })).toEqual({
      mobilePhone: 'Please enter a valid US mobile phone number',
    });
  });
});

describe('codeSchema', () => {
  it.each(['', '12345', '1234567', '12a456'])('rejects %p with the code message', async (code) => {
    expect(await errorsOf(codeSchema, { code })).toEqual({ code: 'Code must be 6 digits' });
  });

  it('accepts six digits', async () => {
    expect(await errorsOf(codeSchema, { code: ' 012345 ' })).toEqual({});
  });
});

describe('loginSchema', () => {
  it('requires a valid US phone', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({ mobilePhone: 'This is required' });
    expect(await errorsOf(loginSchema, { mobilePhone: '123' })).toEqual({
      mobilePhone: 'Please enter a valid US mobile phone number',
    });
    expect(await errorsOf(loginSchema, { mobilePhone: '5551234567' })).toEqual({});
  });
});
