import { INVALID_CODE } from '@portal/shared/constants';
import { CODE_TTL_MS, tooManyCodesMessage } from '../../src/identity/phone-code-service';
import { randomTestPhone } from '../support/auth-fixtures';
import { register, registrationBody, requestLogin, resend, verify } from '../support/auth-api';
import { useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';

const MINUTE = 60_000;
const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000 };
const INVALID = { message: INVALID_CODE, code: 'BAD_USER_INPUT' };
/** 'Invalid Code' and the wrong tries the live code still takes. */
const invalid = (attemptsLeft: number) => ({ ...INVALID, attemptsLeft });

/** A code that is not `code`. */
const wrong = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

// Both drivers: the per-IP limits count in the database’s rate-limit store; codes are taken under an advisory lock.
describe.each(driversFor('both'))('security codes (%s)', (driver) => {
  const clock = new TestClock();
  const context = useTestApp(driver, { authRateLimits: GENEROUS_IP_LIMITS }, { clock: clock.now });

  async function registered() {
    const phone = randomTestPhone();
    const response = await register(context.app, registrationBody(phone));
    expect(response.statusCode).toBe(201);
    return { phone, clientId: response.json().client.id as string, code: () => context.sms.lastCodeTo(phone) };
  }

  it('work within 10 minutes, and not after', async () => {
    const early = await registered();
    const late = await registered();
    clock.advance(CODE_TTL_MS - 1000);
    expect((await verify(context.app, early.clientId, early.code())).statusCode).toBe(200);
    clock.advance(2000);
    const expired = await verify(context.app, late.clientId, late.code());
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid(0));
  });

  it('work once', async () => {
    const { clientId, code } = await registered();
    const first = await verify(context.app, clientId, code());
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await verify(context.app, clientId, code());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid(0));
  });

  it("answer a wrong code with 'Invalid Code' and the tries left; four wrong tries leave the code alive", async () => {
    const { clientId, code } = await registered();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await verify(context.app, clientId, wrong(code(), attempt));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid(5 - attempt));
    }
    expect((await verify(context.app, clientId, code())).statusCode).toBe(200);
  });

  it('die at the fifth wrong try', async () => {
    const { clientId, code } = await registered();
    for (let attempt = 1; attempt <= 4; attempt++) await verify(context.app, clientId, wrong(code(), attempt));
    expect((await verify(context.app, clientId, wrong(code(), 5))).json()).toEqual(invalid(0));
    const right = await verify(context.app, clientId, code());
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(invalid(0));
  });

  it('are replaced by a resend: only the newest code works', async () => {
    const { phone, clientId, code } = await registered();
    const first = code();
    const resent = await resend(context.app, clientId);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ sent: true });
    expect(context.sms.messagesTo(phone)).toHaveLength(2);
    const second = code();
    if (first !== second) expect((await verify(context.app, clientId, first)).json()).toMatchObject(INVALID);
    expect((await verify(context.app, clientId, second)).statusCode).toBe(200);
  });

  it('can be sent to a phone 3 times per 10 minutes, registration included', async () => {
    const { phone, clientId } = await registered();
    expect((await resend(context.app, clientId)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expect((await requestLogin(context.app, phone)).statusCode).toBe(200);

    const refused = await resend(context.app, clientId);
    expect(refused.statusCode).toBe(429);
    // The first code leaves the window 8 minutes from now.
    // Retry-After, and the same seconds in the body for the browser's countdown.
    expect(refused.json()).toEqual({
      message: tooManyCodesMessage(8 * MINUTE),
      code: 'RATE_LIMITED',
      retryAfterSeconds: 8 * 60,
    });
    expect(refused.headers['retry-after']).toBe(String(8 * 60));
    expect(refused.json().message).toBe(
      'Too many codes were requested for this phone number. Please try again in 8 minutes.',
    );
    expect((await requestLogin(context.app, phone)).statusCode).toBe(429);
    expect(context.sms.messagesTo(phone)).toHaveLength(3);

    clock.advance(8 * MINUTE);
    expect((await resend(context.app, clientId)).statusCode).toBe(200);
  });

  it('can be sent to a phone 10 times a day', async () => {
    const { phone, clientId } = await registered();
    for (let sent = 1; sent < 10; sent++) {
      clock.advance(5 * MINUTE);
      expect((await resend(context.app, clientId)).statusCode).toBe(200);
    }
    clock.advance(60 * MINUTE);
    const refused = await resend(context.app, clientId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many codes were requested for this phone number\. Please try again in \d+ minutes\.$/,
    );
    expect(context.sms.messagesTo(phone)).toHaveLength(10);
    clock.advance(24 * 60 * MINUTE);
    expect((await resend(context.app, clientId)).statusCode).toBe(200);
  });
});

describe.each(driversFor('both'))('per-IP limits of the code routes (%s)', (driver) => {
  const context = useTestApp(driver, { authRateLimits: { codeRequestsPerIp: 3, codeVerificationsPerIp: 4 } });

  it('share one budget of code requests across registration, login and resend, per IP address', async () => {
    const ip = '203.0.113.7';
    const phone = randomTestPhone();
    const registeredResponse = await register(context.app, registrationBody(phone), { remoteAddress: ip });
    const clientId = registeredResponse.json().client.id;
    expect((await requestLogin(context.app, randomTestPhone(), { remoteAddress: ip })).statusCode).toBe(404);
    expect((await resend(context.app, clientId, { remoteAddress: ip })).statusCode).toBe(200);

    const refused = await requestLogin(context.app, phone, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests from your network. Please try again in 10 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['retry-after']).toBeDefined();

    expect((await requestLogin(context.app, phone, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('limit verifications per IP address', async () => {
    const ip = '198.51.100.23';
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(
        (await verify(context.app, '00000000-0000-4000-8000-000000000000', '123456', { remoteAddress: ip })).statusCode,
      ).toBe(400);
    }
    const refused = await verify(context.app, '00000000-0000-4000-8000-000000000000', '123456', { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
