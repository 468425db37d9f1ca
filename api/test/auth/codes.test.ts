import { english } from '../../src/i18n';
import { INVALID_CODE } from '@portal/shared/constants';
import { CODE_TTL_MS, tooManyCodesText } from '../../src/identity/phone-code-service';
import { randomTestPhone } from '../support/auth-fixtures';
import { register, registrationBody, requestLogin, resend, verify } from '../support/auth-api';
import { useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';

const MINUTE = 60_000;
const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 };
const INVALID = { message: INVALID_CODE, code: 'BAD_USER_INPUT' };
/** 'Invalid Code' and the wrong tries the live code still takes. */
const invalid = (attemptsLeft: number) => ({ ...INVALID, attemptsLeft });

/** An attempt token of the right shape that was never handed out. */
const UNKNOWN_ATTEMPT = 'A'.repeat(43);

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
    return { phone, attempt: response.json().attempt as string, code: () => context.sms.lastCodeTo(phone) };
  }

  it('work within 10 minutes, and not after', async () => {
    const early = await registered();
    const late = await registered();
    clock.advance(CODE_TTL_MS - 1000);
    expect((await verify(context.app, early.attempt, early.code())).statusCode).toBe(200);
    clock.advance(2000);
    const expired = await verify(context.app, late.attempt, late.code());
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid(0));
  });

  it('work once', async () => {
    const { attempt, code } = await registered();
    const first = await verify(context.app, attempt, code());
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await verify(context.app, attempt, code());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid(0));
  });

  it("answer a wrong code with 'Invalid Code' and the tries left; four wrong tries leave the code alive", async () => {
    const { attempt, code } = await registered();
    for (let tries = 1; tries <= 4; tries++) {
      const response = await verify(context.app, attempt, wrong(code(), tries));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid(5 - tries));
    }
    expect((await verify(context.app, attempt, code())).statusCode).toBe(200);
  });

  it('die at the fifth wrong try', async () => {
    const { attempt, code } = await registered();
    for (let tries = 1; tries <= 4; tries++) await verify(context.app, attempt, wrong(code(), tries));
    expect((await verify(context.app, attempt, wrong(code(), 5))).json()).toEqual(invalid(0));
    const right = await verify(context.app, attempt, code());
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(invalid(0));
  });

  it('are replaced by a resend: only the newest code works', async () => {
    const { phone, attempt, code } = await registered();
    const first = code();
    const resent = await resend(context.app, attempt);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ sent: true });
    expect(context.sms.messagesTo(phone)).toHaveLength(2);
    const second = code();
    if (first !== second) expect((await verify(context.app, attempt, first)).json()).toMatchObject(INVALID);
    expect((await verify(context.app, attempt, second)).statusCode).toBe(200);
  });

  it('can be sent 3 times per 10 minutes to one phone for one requester, registration included', async () => {
    const { phone, attempt } = await registered();
    expect((await resend(context.app, attempt)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expect((await requestLogin(context.app, phone)).statusCode).toBe(200);

    const refused = await resend(context.app, attempt);
    expect(refused.statusCode).toBe(429);
    // The first code leaves the window 8 minutes from now.
    // Retry-After, and the same seconds in the body for the browser's countdown.
    expect(refused.json()).toEqual({
      message: english(tooManyCodesText(8 * MINUTE)),
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
    expect((await resend(context.app, attempt)).statusCode).toBe(200);
  });

  it('can be sent 10 times a day to one phone for one requester', async () => {
    const { phone } = await registered();
    for (let sent = 1; sent < 10; sent++) {
      clock.advance(5 * MINUTE);
      expect((await requestLogin(context.app, phone)).statusCode).toBe(200);
    }
    clock.advance(60 * MINUTE);
    const refused = await requestLogin(context.app, phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many codes were requested for this phone number\. Please try again in \d+ minutes\.$/,
    );
    expect(context.sms.messagesTo(phone)).toHaveLength(10);
    clock.advance(24 * 60 * MINUTE);
    expect((await requestLogin(context.app, phone)).statusCode).toBe(200);
  });
});

describe.each(driversFor('both'))('per-IP limits of the code routes (%s)', (driver) => {
  const context = useTestApp(driver, {
    authRateLimits: { codeRequestsPerIp: 3, codeVerificationsPerIp: 4, passkeyChallengesPerIp: 1000 },
  });

  it('share one budget of code requests across registration, login and resend, per IP address', async () => {
    const ip = '203.0.113.7';
    const phone = randomTestPhone();
    const registeredResponse = await register(context.app, registrationBody(phone), { remoteAddress: ip });
    const attempt = registeredResponse.json().attempt;
    expect((await requestLogin(context.app, randomTestPhone(), { remoteAddress: ip })).statusCode).toBe(404);
    expect((await resend(context.app, attempt, { remoteAddress: ip })).statusCode).toBe(200);

    const refused = await requestLogin(context.app, phone, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests from your network. Please try again in 10 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['retry-after']).toBeDefined();

    expect((await requestLogin(context.app, phone, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('count every address of an IPv6 /64 as one requester, and a neighbouring /64 apart', async () => {
    const answers = [];
    for (const ip of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::9', '2001:db8:7:1:abcd::']) {
      answers.push((await requestLogin(context.app, randomTestPhone(), { remoteAddress: ip })).statusCode);
    }
    expect(answers).toEqual([404, 404, 404, 429]);
    expect((await requestLogin(context.app, randomTestPhone(), { remoteAddress: '2001:db8:7:2::1' })).statusCode).toBe(
      404,
    );
  });

  it('limit verifications per IP address', async () => {
    const ip = '198.51.100.23';
    for (let tries = 0; tries < 4; tries++) {
      expect((await verify(context.app, UNKNOWN_ATTEMPT, '123456', { remoteAddress: ip })).statusCode).toBe(400);
    }
    const refused = await verify(context.app, UNKNOWN_ATTEMPT, '123456', { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
