import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxMessageInput, SandboxOutbox, statusAt, timelineFrom } from './sandbox-outbox';

const T0 = new Date('2026-03-02T15:00:00.000Z');

function sms(to: string, text: string): SandboxMessageInput {
  return {
    channel: 'sms',
    from: '+15005550006',
    to: [to],
    cc: [],
    subject: null,
    text,
    html: null,
    attachments: [],
    messageIdHeader: null,
    timeline: timelineFrom(T0, [
      ['queued', 0],
      ['sent', 1_000],
      ['delivered', 3_000],
    ]),
    errorCode: null,
  };
}

describe('SandboxOutbox', () => {
  let directory: string;
  let now: Date;
  const open = () => new SandboxOutbox(directory, () => now);

  beforeEach(async () => {
    directory = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'sandbox');
    now = T0;
  });
  afterEach(() => rm(path.dirname(directory), { recursive: true, force: true }));

  it('lists messages newest first, with Twilio-shaped ids', async () => {
    const outbox = open();
    await outbox.record(sms('+15005550006', 'first'));
    await outbox.record(sms('+15005550007', 'second'));
    const messages = await outbox.list();
    expect(messages.map((message) => message.text)).toEqual(['second', 'first']);
    expect(messages[0]?.id).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('filters by recipient: phone numbers on their last ten digits, e-mail ignoring case', async () => {
    const outbox = open();
    await outbox.record(sms('+15005550006', 'mine'));
    await outbox.record(sms('+15005550007', 'theirs'));
    await outbox.record({ ...sms('', 'mail'), channel: 'email', to: ['Buyer@Example.com'], cc: ['agent@example.com'] });
    for (const query of ['+15005550006', ' 15005550006', '(500) 555-0006', '5005550006']) {
      expect((await outbox.list({ to: query })).map((message) => message.text)).toEqual(['mine']);
    }
    expect((await outbox.list({ to: 'buyer@example.COM' })).map((message) => message.text)).toEqual(['mail']);
    expect((await outbox.list({ to: 'agent@example.com' })).map((message) => message.text)).toEqual(['mail']);
    expect(await outbox.list({ to: 'nobody' })).toEqual([]);
  });

  it('delivers every send, as the vendors do: racing repeats are all recorded, whole', async () => {
    const outbox = open();
    const results = await Promise.all([1, 2, 3].map(() => outbox.record(sms('+15005550006', 'code'))));
    expect(new Set(results.map((result) => result.id)).size).toBe(3);
    expect((await outbox.list()).map((message) => message.text)).toEqual(['code', 'code', 'code']);
  });

  it('survives a restart, and a torn last line from a killed process', async () => {
    const message = await open().record(sms('+15005550006', 'before restart'));
    await appendFile(path.join(directory, 'outbox.jsonl'), '{"id":"SMtorn');
    const reopened = open();
    expect((await reopened.list()).map((found) => found.id)).toEqual([message.id]);
  });

  it('shows the status the timeline has reached', async () => {
    const outbox = open();
    const message = await outbox.record(sms('+15005550006', 'x'));
    expect((await outbox.get(message.id))?.status).toBe('queued');
    now = new Date(T0.getTime() + 1_500);
    expect((await outbox.get(message.id))?.status).toBe('sent');
    now = new Date(T0.getTime() + 3_000);
    expect((await outbox.get(message.id))?.status).toBe('delivered');
    expect(statusAt([], now)).toBe('queued');
  });

  it('keeps attachments beside the outbox and reads them back', async () => {
    const outbox = open();
    const content = Buffer.from('%PDF-1.7 notice');
    const message = await outbox.record({
      ...sms('', 'mail'),
      channel: 'email',
      to: ['buyer@example.com'],
      attachments: [{ filename: 'notice.pdf', contentType: 'application/pdf', content }],
    });
    expect(message.attachments).toEqual([
      { filename: 'notice.pdf', contentType: 'application/pdf', sizeBytes: content.length },
    ]);
    expect(await outbox.readAttachment(message.id, 0)).toEqual({ attachment: message.attachments[0], content });
    expect(await outbox.readAttachment(message.id, 1)).toBeNull();
  });

  it('answers null for ids that are not message ids, without touching the file system', async () => {
    const outbox = open();
    expect(await outbox.get('../../etc/passwd')).toBeNull();
    expect(await outbox.readAttachment('SM' + '0'.repeat(32), 0)).toBeNull();
  });
});
