import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ProviderError } from '../provider-error';
import { SandboxOutbox } from '../sandbox-outbox/sandbox-outbox';
import { SANDBOX_SMS_REJECTIONS, SANDBOX_SMS_UNDELIVERABLE } from './sandbox-phone-numbers';
import { KEYWORD_REPLIES, SandboxSmsOptOuts } from './sandbox-sms-opt-outs';
import { OUTBOX_UNAVAILABLE, SandboxSmsProvider } from './sandbox-sms-provider';
import { isOptOutRefusal } from './sms-opt-out';

const T0 = new Date('2026-03-02T15:00:00.000Z');

describe('SandboxSmsProvider', () => {
  let directory: string;
  let outbox: SandboxOutbox;
  let now: Date;
  let logLines: string[];
  let provider: SandboxSmsProvider;
  let optOuts: SandboxSmsOptOuts;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'sandbox-sms-'));
    now = T0;
    outbox = new SandboxOutbox(directory, () => now);
    logLines = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
    optOuts = new SandboxSmsOptOuts(outbox, '+15005550006', () => now);
    provider = new SandboxSmsProvider(outbox, '+15005550006', logger, () => now, optOuts);
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('queues the message in the outbox, then reports sent and delivered like Twilio', async () => {
    const result = await provider.send({ to: '+15125550100', body: '123456 is your code' });
    expect(result).toEqual({ id: expect.stringMatching(/^SM[0-9a-f]{32}$/), status: 'queued' });
    const [message] = await outbox.list({ to: '+15125550100' });
    expect(message).toMatchObject({
      id: result.id,
      from: '+15005550006',
      text: '123456 is your code',
      status: 'queued',
    });
    now = new Date(T0.getTime() + 1_000);
    expect((await outbox.get(result.id))?.status).toBe('sent');
    now = new Date(T0.getTime() + 3_000);
    expect((await outbox.get(result.id))?.status).toBe('delivered');
  });

  it.each(Object.entries(SANDBOX_SMS_REJECTIONS))(
    'rejects the magic number %s with Twilio’s error',
    async (to, rejection) => {
      const error = await provider.send({ to, body: 'x' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ provider: 'sandbox-sms', code: rejection.code, retryable: rejection.retryable });
      expect(await outbox.list()).toEqual([]);
    },
  );

  it('rejects a number that is not E.164 as Twilio does (21211)', async () => {
    await expect(provider.send({ to: '5125550100', body: 'x' })).rejects.toMatchObject({
      code: '21211',
      retryable: false,
    });
  });

  it('accepts the undeliverable magic number, which ends undelivered with 30003', async () => {
    const { id, status } = await provider.send({ to: SANDBOX_SMS_UNDELIVERABLE, body: 'x' });
    expect(status).toBe('queued');
    now = new Date(T0.getTime() + 5_000);
    expect(await outbox.get(id)).toMatchObject({ status: 'undelivered', errorCode: '30003' });
  });

  it('delivers a repeated send again, like Twilio (which has no idempotency for messages)', async () => {
    const first = await provider.send({ to: '+15125550100', body: 'a' });
    const again = await provider.send({ to: '+15125550100', body: 'a' });
    expect(again.id).not.toBe(first.id);
    expect(await outbox.list({ to: '+15125550100' })).toHaveLength(2);
  });

  it('logs ids and statuses, never the body or the number', async () => {
    await provider.send({ to: '+15125550100', body: '654321 is your code' });
    await provider.send({ to: '+15005550001', body: '111222 is your code' }).catch(() => undefined);
    const logs = logLines.join('');
    expect(logs).toContain('sms accepted');
    expect(logs).toContain('sms rejected');
    for (const secret of ['654321', '111222', '5125550100', '5005550001']) expect(logs).not.toContain(secret);
  });

  it('answers an outbox it cannot write (a full or read-only disk) as a message not sent', async () => {
    // outbox.jsonl turned into a folder: every append fails (EISDIR), even as root.
    await mkdir(path.join(directory, 'outbox.jsonl'));
    const failure = await provider.send({ to: '+15125550100', body: '123456 is your code' }).catch((error) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ code: OUTBOX_UNAVAILABLE, retryable: true, outcomeUnknown: false });
    expect(failure.message).not.toContain('123456');
  });

  describe('STOP, as Twilio handles it', () => {
    const phone = '+15125550177';

    it.each(['STOP', 'stop', ' Unsubscribe ', 'STOPALL', 'cancel', 'END', 'quit', 'REVOKE', 'OptOut'])(
      'refuses every send with 21610 after the phone replies %p, until it replies START',
      async (keyword) => {
        expect(await optOuts.receive(phone, keyword)).toEqual({
          keyword: 'opt-out',
          optedOut: true,
          autoReply: KEYWORD_REPLIES['opt-out'],
        });
        const refused = await provider.send({ to: phone, body: 'Your payment is pending' }).catch((error) => error);
        expect(refused).toBeInstanceOf(ProviderError);
        expect(refused).toMatchObject({ code: '21610', retryable: false, outcomeUnknown: false });
        expect(isOptOutRefusal(refused)).toBe(true);
        // Only the vendor's confirmation reached the phone.
        expect((await outbox.list({ to: phone })).map((message) => message.text)).toEqual([KEYWORD_REPLIES['opt-out']]);

        expect(await optOuts.receive(phone, 'start')).toMatchObject({ keyword: 'opt-in', optedOut: false });
        await expect(provider.send({ to: phone, body: 'Your payment is complete' })).resolves.toMatchObject({
          status: 'queued',
        });
      },
    );

    it('treats a sentence as an ordinary message and answers HELP without changing anything', async () => {
      expect(await optOuts.receive(phone, 'please stop texting me')).toEqual({
        keyword: null,
        optedOut: false,
        autoReply: null,
      });
      expect(await optOuts.receive(phone, 'HELP')).toMatchObject({ keyword: 'help', optedOut: false });
      await expect(provider.send({ to: phone, body: 'x' })).resolves.toMatchObject({ status: 'queued' });
      // The opt-out is the number's alone.
      await optOuts.receive(phone, 'STOP');
      await expect(provider.send({ to: '+15125550178', body: 'x' })).resolves.toMatchObject({ status: 'queued' });
    });

    it('keeps the list on disk, for another process over the same folder (a restart, a replica)', async () => {
      await optOuts.receive(phone, 'STOP');
      const restarted = new SandboxSmsOptOuts(new SandboxOutbox(directory, () => now), '+15005550006');
      expect(restarted.isOptedOut(phone)).toBe(true);
      await restarted.receive(phone, 'UNSTOP');
      expect(optOuts.isOptedOut(phone)).toBe(false);
    });
  });
});
