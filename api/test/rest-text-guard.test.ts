import { UNSTORABLE_TEXT_MESSAGE } from '../src/platform/http/text-guard';
import { register, registrationBody, requestLogin } from './support/auth-api';
import { useTestApp } from './support/test-app';
import { driversFor } from './support/test-databases';

// PostgreSQL refuses NUL in text: without the guard these reached the database as a 500.
describe.each(driversFor('one'))('REST routes refuse text the database cannot store (%s)', (driver) => {
  const context = useTestApp(driver);

  it.each([
    ['a NUL in a name', { firstName: 'An\u0000a' }],
    ['a lone surrogate in a name', { lastName: 'Lo\ud800pez' }],
  ])('registration with %s is a 400 with a message', async (_label, override) => {
    const response = await register(context.app, registrationBody('+15550170001', override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE, code: 'BAD_USER_INPUT' });
  });

  it('login with a NUL in the phone is a 400 with a message', async () => {
    const response = await requestLogin(context.app, '555\u0000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});
