import { lt } from 'drizzle-orm';
import { webauthnChallenge } from '../../src/platform/database/schema';
import { randomTestPhone } from '../support/auth-fixtures';
import { headers, register, registrationBody, requestLogin, verify } from '../support/auth-api';
import { useTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { driversFor } from '../support/test-databases';

const MINUTE = 60_000;
const VISITOR = '198.51.100.31';
const NEIGHBOUR = '203.0.113.77';
/** Tight code budgets, and a passkey budget of its own above them (as in production: 30, 60, 300). */
const LIMITS = { codeRequestsPerIp: 3, codeVerificationsPerIp: 4, passkeyChallengesPerIp: 40 };

// /login asks for a passkey challenge on every view where the browser offers passkey autofill
// (ADR 0097): those challenges must never spend what a text-code sign-in needs.
describe.each(driversFor('both'))('passkey sign-in challenges (%s)', (driver) => {
  const clock = new TestClock();
  const context = useTestApp(driver, { authRateLimits: LIMITS }, { clock: clock.now });

  const challenge = (remoteAddress: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/passkey/options', headers: headers(), remoteAddress });

  it('leaves the text-code budgets whole after many /login views, and has a budget of its own', async () => {
    // The client registers (one code request, one verification), on another network.
    const phone = randomTestPhone();
    const registered = await register(context.app, registrationBody(phone), { remoteAddress: NEIGHBOUR });
    expect(
      (
        await verify(context.app, registered.json().attempt, context.sms.lastCodeTo(phone), {
          remoteAddress: NEIGHBOUR,
        })
      ).statusCode,
    ).toBe(200);

    // Forty /login views from the visitor's network: forty challenges, ten times the code budget.
    for (let view = 0; view < 40; view++) expect((await challenge(VISITOR)).statusCode).toBe(200);

    // The visitor still signs in with a text code: neither budget was touched.
    const login = await requestLogin(context.app, phone, { remoteAddress: VISITOR });
    expect(login.statusCode).toBe(200);
    const signedIn = await verify(context.app, login.json().attempt, context.sms.lastCodeTo(phone), {
      remoteAddress: VISITOR,
    });
    expect(signedIn.statusCode).toBe(200);

    // The passkey budget is spent now, for this network only; an answer counts against it too.
    const refused = await challenge(VISITOR);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests from your network/);
    const answer = await context.app.inject({
      method: 'POST',
      url: '/api/auth/passkey',
      headers: headers(),
      remoteAddress: VISITOR,
      payload: { response: {} },
    });
    expect(answer.statusCode).toBe(429);
    expect((await challenge(NEIGHBOUR)).statusCode).toBe(200);
  });

  it('deletes expired challenges as new ones are asked for, so views do not pile up rows', async () => {
    const { db } = context.database;
    const expired = async () =>
      (
        await db
          .select({ challenge: webauthnChallenge.challenge })
          .from(webauthnChallenge)
          .where(lt(webauthnChallenge.expiresAt, clock.now()))
      ).map((row) => row.challenge);
    const first = (await challenge('192.0.2.45')).json<{ challenge: string }>().challenge;
    const second = (await challenge('192.0.2.45')).json<{ challenge: string }>().challenge;
    expect(await expired()).toEqual([]);

    // Five minutes on, every challenge so far is expired (this file's and any other's in the
    // database); each new one deletes up to 20 of them.
    clock.advance(5 * MINUTE + 1000);
    const before = await expired();
    expect(before).toEqual(expect.arrayContaining([first, second]));
    for (let view = 0; view <= before.length / 20; view++) {
      expect((await challenge(`192.0.2.${100 + view}`)).statusCode).toBe(200);
    }
    expect(await expired()).toEqual([]);
  });
});
