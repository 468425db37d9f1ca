import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ProviderError } from '../provider-error';
import { SandboxOutbox } from '../sandbox-outbox/sandbox-outbox';
import { SandboxEmailProvider } from './sandbox-email-provider';

describe('SandboxEmailProvider', () => {
  let directory: string;
  let outbox: SandboxOutbox;
  let logLines: string[];
  let provider: SandboxEmailProvider;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'sandbox-email-'));
    outbox = new SandboxOutbox(directory);
    logLines = [];
    provider = new SandboxEmailProvider(
      outbox,
      'Demo Title <no-reply@demo.example>',
      pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
    );
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const email = (to: string[], cc: string[] = []) => ({
    to,
    cc,
    subject: 'Your transfer receipt',
    html: '<p>Thank you, Jane</p>',
    text: 'Thank you, Jane',
  });

  it('delivers into the outbox with its HTML and attachments', async () => {
    const pdf = Buffer.from('%PDF-1.7');
    const result = await provider.send({
      ...email(['buyer@example.com'], ['agent@example.com']),
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(result).toEqual({
      id: expect.stringMatching(/^EM[0-9a-f]{32}$/),
      accepted: ['buyer@example.com', 'agent@example.com'],
      rejected: [],
    });
    const [message] = await outbox.list();
    expect(message).toMatchObject({
      channel: 'email',
      from: 'Demo Title <no-reply@demo.example>',
      to: ['buyer@example.com'],
      cc: ['agent@example.com'],
      subject: 'Your transfer receipt',
      html: '<p>Thank you, Jane</p>',
      status: 'sent',
    });
    expect((await outbox.readAttachment(result.id, 0))?.content).toEqual(pdf);
  });

  it('refuses .invalid addresses for good and tempfail.test for now, like a relay at RCPT TO', async () => {
    const refused = await provider.send(email(['nobody@example.invalid'])).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ code: '550', retryable: false });
    await expect(provider.send(email(['later@tempfail.test']))).rejects.toMatchObject({ code: '451', retryable: true });
    expect(await outbox.list()).toEqual([]);
  });

  it('delivers to the accepted recipients and reports the refused ones', async () => {
    const result = await provider.send(email(['buyer@example.com', 'nobody@example.invalid'], ['x@bad.invalid']));
    expect(result.accepted).toEqual(['buyer@example.com']);
    expect(result.rejected).toEqual(['nobody@example.invalid', 'x@bad.invalid']);
    expect((await outbox.list())[0]).toMatchObject({ to: ['buyer@example.com'], cc: [] });
  });

  it('delivers a repeated send again, like an SMTP relay, with the same Message-ID for the receiver to dedupe', async () => {
    const first = await provider.send({ ...email(['buyer@example.com']), idempotencyKey: 'receipt:1' });
    const again = await provider.send({ ...email(['buyer@example.com']), idempotencyKey: 'receipt:1' });
    expect(again.id).not.toBe(first.id);
    const delivered = await outbox.list();
    expect(delivered).toHaveLength(2);
    expect(delivered[0]?.messageIdHeader).toMatch(/^<[0-9a-f]{32}@/);
    expect(delivered[0]?.messageIdHeader).toBe(delivered[1]?.messageIdHeader);
    await provider.send({ ...email(['buyer@example.com']), idempotencyKey: 'receipt:2' });
    expect((await outbox.list())[0]?.messageIdHeader).not.toBe(delivered[0]?.messageIdHeader);
  });

  it('logs no addresses, subjects or bodies', async () => {
    await provider.send(email(['buyer@example.com']));
    await provider.send(email(['nobody@example.invalid'])).catch(() => undefined);
    const logs = logLines.join('');
    expect(logs).toContain('e-mail accepted');
    for (const secret of ['buyer@', 'nobody@', 'Jane', 'receipt']) expect(logs).not.toContain(secret);
  });
});
