/** @jest-environment node */
import { isAtLeastAge } from './calendar-date';
import { profileSchema } from './profile';
import { step2Schema } from './step2';
import { errorsOf } from './testing/errors-of';

const today = '2024-06-15';
const valid = {
  ssn: '1234',
  dateOfBirth: '06/15/2006',
  email: 'ana@example.com',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

describe('isAtLeastAge', () => {
  it('counts the birthday itself', () => {
    expect(isAtLeastAge('2006-06-15', 18, today)).toBe(true);
    expect(isAtLeastAge('2006-06-16', 18, today)).toBe(false);
  });

  it('lets a 29 February birthday come of age on 1 March', () => {
    expect(isAtLeastAge('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(isAtLeastAge('2008-02-29', 18, '2026-03-01')).toBe(true);
  });

  it('is false for an unreadable date', () => {
    expect(isAtLeastAge('31/31/2000', 18, today)).toBe(false);
  });
});

describe('step2Schema', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(step2Schema, valid, { today })).toEqual({});
  });

  it('requires everything but address2 and the phone', async () => {
    expect(await errorsOf(step2Schema, {}, { today })).toEqual({
      ssn: 'This is required',
      dateOfBirth: 'This is required',
      email: 'This is required',
      address1: 'This is required',
      city: 'This is required',
      state: 'This is required',
      zipcode: 'This is required',
    });
  });

  it.each(['123', '12345', 'abcd', '12-3'])('rejects SSN %p', async (ssn) => {
    expect(await errorsOf(step2Schema, { ...valid, ssn }, { today })).toEqual({
      ssn: 'Must be a valid social security number',
    });
  });

  it('ignores dashes in the SSN', async () => {
    expect(await errorsOf(step2Schema, { ...valid, ssn: '12-34' }, { today })).toEqual({});
  });

  it('applies the 18-year rule against the given today', async () => {
    expect(await errorsOf(step2Schema, { ...valid, dateOfBirth: '06/16/2006' }, { today })).toEqual({
      dateOfBirth: 'Must be at least 18 years old',
    });
    expect(await errorsOf(step2Schema, { ...valid, dateOfBirth: '2006-06-15' }, { today })).toEqual({});
  });

  it('uses the real date when no today is given', async () => {
    expect(await errorsOf(step2Schema, { ...valid, dateOfBirth: '01/01/1990' })).toEqual({});
    expect(await errorsOf(step2Schema, { ...valid, dateOfBirth: new Date().toISOString() })).toEqual({
      dateOfBirth: 'Must be at least 18 years old',
    });
  });

  it('rejects a date that does not exist', async () => {
    expect(await errorsOf(step2Schema, { ...valid, dateOfBirth: '02/30/2000' }, { today })).toEqual({
      dateOfBirth: 'Please enter a valid date (MM/DD/YYYY)',
    });
  });

  it('limits and checks the e-mail', async () => {
    expect(await errorsOf(step2Schema, { ...valid, email: `${'a'.repeat(40)}@example.com` }, { today })).toEqual({
      email: 'Max length exceeded',
    });
    expect(await errorsOf(step2Schema, { ...valid, email: 'ana@' }, { today })).toEqual({
      email: 'Invalid email format',
    });
  });

  it('takes US states plus DC and Puerto Rico only', async () => {
    expect(await errorsOf(step2Schema, { ...valid, state: 'PR' }, { today })).toEqual({});
    expect(await errorsOf(step2Schema, { ...valid, state: 'DC' }, { today })).toEqual({});
    expect(await errorsOf(step2Schema, { ...valid, state: 'ON' }, { today })).toEqual({
      state: 'Please select a valid state',
    });
  });

  it('checks the ZIP code and an optional phone', async () => {
    expect(await errorsOf(step2Schema, { ...valid, zipcode: '7870', mobilePhone: '12' }, { today })).toEqual({
      zipcode: 'Please enter a valid ZIP code',
      mobilePhone: 'Please enter a valid US mobile phone number',
    });
    expect(await errorsOf(step2Schema, { ...valid, zipcode: '78701-1234' }, { today })).toEqual({});
  });
});

describe('profileSchema', () => {
  const profile = { firstName: 'Ana', lastName: 'Lopez' };

  it('needs only the names', async () => {
    expect(await errorsOf(profileSchema, profile, { today })).toEqual({});
    expect(await errorsOf(profileSchema, {}, { today })).toEqual({
      firstName: 'This is required',
      lastName: 'This is required',
    });
  });

  it('limits names to 30 characters and e-mail to 50', async () => {
    expect(
      await errorsOf(
        profileSchema,
        { firstName: 'x'.repeat(31), lastName: 'x'.repeat(30), email: `${'a'.repeat(39)}@example.com` },
        { today },
      ),
    ).toEqual({ firstName: 'Max length exceeded', email: 'Max length exceeded' });
  });

  it('checks an SSN and a date of birth when given', async () => {
    expect(await errorsOf(profileSchema, { ...profile, ssn: '12345', dateOfBirth: '01/01/2010' }, { today })).toEqual({
      ssn: 'Must be a valid social security number',
      dateOfBirth: 'Must be at least 18 years old',
    });
  });
});
