import nock from 'nock';
import pino from 'pino';
import { ProviderError } from '../provider-error';
import { isOptOutRefusal } from './sms-opt-out';
import { TwilioSmsProvider } from './twilio-sms-provider';

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const MESSAGES_PATH = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;
const silent = pino({ level: 'silent' });

/** As Twilio answers messages.create (recorded shape, ids replaced). */
function createdMessage(to: string, body: string) {
  return {
    account_sid: ACCOUNT_SID,
    api_version: '2010-04-01',
    body,
    date_created: 'Mon, 02 Mar 2026 15:00:00 +0000',
    date_sent: null,
    date_updated: 'Mon, 02 Mar 2026 15:00:00 +0000',
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: '+15005550006',
    messaging_service_sid: null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid: 'SM0123456789abcdef0123456789abcdef',
    status: 'queued',
    subresource_uris: {
      media: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/SM0123456789abcdef0123456789abcdef/Media.json`,
    },
    to,
    uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/SM0123456789abcdef0123456789abcdef.json`,
  };
}

/**
 * Twilio's answers carry Content-Length, and the replies here must too: the SDK keeps its
 * connections alive, and nock 14 otherwise never ends a kept-alive response (nock/nock#3001).
 */
function twilioReply(status: number, body: object): [number, string, Record<string, string>] {
  const json = JSON.stringify(body);
  return [status, json, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(json)) }];
}

describe('TwilioSmsProvider (recorded Twilio responses)', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  const provider = (sender = '+15005550006') =>
    new TwilioSmsProvider({ accountSid: ACCOUNT_SID, authToken: 'test-token', sender }, silent);

  it('creates the message with basic auth and returns its SID and status', async () => {
    let form: URLSearchParams | undefined;
    const scope = nock('https://api.twilio.com')
      .post(MESSAGES_PATH, (body: string) => {
        form = new URLSearchParams(body);
        return true;
      })
      .basicAuth({ user: ACCOUNT_SID, pass: 'test-token' })
      .reply(...twilioReply(201, createdMessage('+15125550100', '123456 is your code')));

    await expect(provider().send({ to: '+15125550100', body: '123456 is your code' })).resolves.toEqual({
      id: 'SM0123456789abcdef0123456789abcdef',
      status: 'queued',
    });
    expect(scope.isDone()).toBe(true);
    expect(Object.fromEntries(form ?? [])).toEqual({
      To: '+15125550100',
      Body: '123456 is your code',
      From: '+15005550006',
    });
  });

  it('sends through a Messaging Service when the sender is an MG SID', async () => {
    let form: URLSearchParams | undefined;
    nock('https://api.twilio.com')
      .post(MESSAGES_PATH, (body: string) => {
        form = new URLSearchParams(body);
        return true;
      })
      .reply(...twilioReply(201, createdMessage('+15125550100', 'x')));
    await provider('MG0123456789abcdef0123456789abcdef').send({ to: '+15125550100', body: 'x' });
    expect(form?.get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
    expect(form?.has('From')).toBe(false);
  });

  it('turns a 400 (invalid number, 21211) into a permanent ProviderError', async () => {
    nock('https://api.twilio.com')
      .post(MESSAGES_PATH)
      .reply(
        ...twilioReply(400, {
          code: 21211,
          message: "The 'To' number +15005550001 is not a valid phone number.",
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        }),
      );
    const error = await provider()
      .send({ to: '+15005550001', body: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'twilio', code: '21211', retryable: false });
  });

  it('turns a send to a number that replied STOP (21610) into a permanent opt-out refusal', async () => {
    nock('https://api.twilio.com')
      .post(MESSAGES_PATH)
      .reply(
        ...twilioReply(400, {
          code: 21610,
          message: 'Attempt to send to unsubscribed recipient',
          more_info: 'https://www.twilio.com/docs/errors/21610',
          status: 400,
        }),
      );
    const error = await provider()
      .send({ to: '+15125550100', body: 'Your payment is pending' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'twilio', code: '21610', retryable: false, outcomeUnknown: false });
    expect(isOptOutRefusal(error)).toBe(true);
  });

  it('treats 429 and 5xx as retryable', async () => {
    nock('https://api.twilio.com')
      .post(MESSAGES_PATH)
      .reply(
        ...twilioReply(429, {
          code: 20429,
          message: 'Too Many Requests',
          more_info: 'https://www.twilio.com/docs/errors/20429',
          status: 429,
        }),
      )
      .post(MESSAGES_PATH)
      .reply(
        ...twilioReply(503, {
          code: 20503,
          message: 'Service Unavailable',
          more_info: 'https://www.twilio.com/docs/errors/20503',
          status: 503,
        }),
      );
    await expect(provider().send({ to: '+15125550100', body: 'x' })).rejects.toMatchObject({
      code: '20429',
      retryable: true,
    });
    await expect(provider().send({ to: '+15125550100', body: 'x' })).rejects.toMatchObject({
      code: '20503',
      retryable: true,
      // Twilio answered: nothing was sent, the sms.send job may send again.
      outcomeUnknown: false,
    });
  });

  it('treats a network failure as retryable, with an unknown outcome (the message may exist)', async () => {
    nock('https://api.twilio.com').post(MESSAGES_PATH).replyWithError('socket hang up');
    await expect(provider().send({ to: '+15125550100', body: 'x' })).rejects.toMatchObject({
      code: 'NETWORK',
      retryable: true,
      outcomeUnknown: true,
    });
  });

  it('treats a refused connection or an unknown host as nothing sent: retryable, outcome known', async () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND']) {
      nock('https://api.twilio.com')
        .post(MESSAGES_PATH)
        .replyWithError(Object.assign(new Error(`connect ${code}`), { code }));
      await expect(provider().send({ to: '+15125550100', body: 'x' })).rejects.toMatchObject({
        code: 'UNREACHABLE',
        retryable: true,
        outcomeUnknown: false,
      });
    }
  });
});
