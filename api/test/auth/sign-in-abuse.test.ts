import { INVALID_CODE } from '@portal/shared/constants';
import { randomTestPhone } from '../support/auth-fixtures';
import { register, registrationBody, requestLogin, resend, verify } from '../support/auth-api';
import { useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';

const MINUTE = 60_000;
const OWNER = '198.51.100.20';
const STRANGER = '203.0.113.66';
const GENEROUS_IP_LIMITS = { codeRequestsPerIp: 1000, codeVerificationsPerIp: 1000, passkeyChallengesPerIp: 1000 };

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// What a stranger who knows a client's phone number can do to its owner's sign-in: nothing that locks them out.
describe.each(driversFor('both'))('sign-in that no stranger can lock (%s)', (driver) => {
  const clock = new TestClock();
  const context = useTestApp(driver, { authRateLimits: GENEROUS_IP_LIMITS }, { clock: clock.now });

  /** A registered, verified client (the owner's first sign-in), a day ago. */
  async function owner() {
    const phone = randomTestPhone();
    const registered = await register(context.app, registrationBody(phone), { remoteAddress: OWNER });
    const verified = await verify(context.app, registered.json().attempt, context.sms.lastCodeTo(phone), {
      remoteAddress: OWNER,
    });
    expect(verified.statusCode).toBe(200);
    clock.advance(24 * 60 * MINUTE);
    return { phone, clientId: verified.json().client.id as string };
  }

  it("leaves the owner able to sign in after a stranger's 50 login calls for the phone", async () => {
    const { phone } = await owner();
    const statuses = [];
    for (let call = 0; call < 50; call++) {
      statuses.push((await requestLogin(context.app, phone, { remoteAddress: STRANGER })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);

    const login = await requestLogin(context.app, phone, { remoteAddress: OWNER });
    expect(login.statusCode).toBe(200);
    const signedIn = await verify(context.app, login.json().attempt, context.sms.lastCodeTo(phone), {
      remoteAddress: OWNER,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it("neither replaces nor burns the owner's code: each attempt has codes of its own", async () => {
    const { phone } = await owner();
    const mine = await requestLogin(context.app, phone, { remoteAddress: OWNER });
    const myCode = context.sms.lastCodeTo(phone);

    const theirs = await requestLogin(context.app, phone, { remoteAddress: STRANGER });
    const theirCode = context.sms.lastCodeTo(phone);
    for (let tries = 0; tries < 5; tries++) {
      await verify(context.app, theirs.json().attempt, wrong(theirCode), { remoteAddress: STRANGER });
    }
    // The owner's code does not open the stranger's attempt either.
    if (myCode !== theirCode) {
      const crossed = await verify(context.app, theirs.json().attempt, myCode, { remoteAddress: STRANGER });
      expect(crossed.json().message).toBe(INVALID_CODE);
    }

    const signedIn = await verify(context.app, mine.json().attempt, myCode, { remoteAddress: OWNER });
    expect(signedIn.statusCode).toBe(200);
  });

  it('caps the codes a phone gets from every requester together at 10 per 10 minutes', async () => {
    const { phone } = await owner();
    const statuses = [];
    for (let requester = 1; requester <= 11; requester++) {
      statuses.push((await requestLogin(context.app, phone, { remoteAddress: `192.0.2.${requester}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(context.sms.messagesTo(phone)).toHaveLength(11); // the registration's code, a day ago, and ten
  });

  it('counts an IPv6 /64 as one requester in the phone budget', async () => {
    const { phone } = await owner();
    const statuses = [];
    for (const address of ['2001:db8:9:9::1', '2001:db8:9:9::2', '2001:db8:9:9:a:b:c:d']) {
      statuses.push((await requestLogin(context.app, phone, { remoteAddress: address })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect((await requestLogin(context.app, phone, { remoteAddress: '2001:db8:9:9:ffff::1' })).statusCode).toBe(429);
    expect((await requestLogin(context.app, phone, { remoteAddress: '2001:db8:9:a::1' })).statusCode).toBe(200);
  });

  it('answers no client id before the code is verified', async () => {
    const phone = randomTestPhone();
    const registered = await register(context.app, registrationBody(phone));
    const login = await requestLogin(context.app, phone);
    const resent = await resend(context.app, login.json().attempt);
    const wrongCode = await verify(context.app, login.json().attempt, wrong(context.sms.lastCodeTo(phone)));
    const verified = await verify(context.app, login.json().attempt, context.sms.lastCodeTo(phone));
    expect(verified.statusCode).toBe(200);
    const clientId: string = verified.json().client.id;

    expect(registered.json()).toEqual({ attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(login.json()).toEqual({ attempt: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(resent.json()).toEqual({ sent: true });
    for (const answer of [registered, login, resent, wrongCode]) expect(answer.body).not.toContain(clientId);
  });

  it('takes an attempt once: after the code is verified it neither resends nor verifies', async () => {
    const phone = randomTestPhone();
    const { attempt } = (await register(context.app, registrationBody(phone))).json();
    const code = context.sms.lastCodeTo(phone);
    expect((await verify(context.app, attempt, code)).statusCode).toBe(200);
    expect((await verify(context.app, attempt, code)).json()).toMatchObject({ message: INVALID_CODE });
    const resent = await resend(context.app, attempt);
    expect(resent.statusCode).toBe(404);
    expect(context.sms.messagesTo(phone)).toHaveLength(1);
  });

  it('expires an attempt after 30 minutes', async () => {
    const phone = randomTestPhone();
    const { attempt } = (await register(context.app, registrationBody(phone))).json();
    clock.advance(31 * MINUTE);
    expect((await resend(context.app, attempt)).statusCode).toBe(404);
  });
});
