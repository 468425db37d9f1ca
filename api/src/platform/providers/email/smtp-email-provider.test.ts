import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { ProviderError } from '../provider-error';
import { messageIdFor } from './message-id';
import { SmtpEmailProvider } from './smtp-email-provider';

interface Received {
  from: string;
  recipients: string[];
  raw: string;
}

/** A local SMTP server (the `smtp-server` package) standing in for the real relay. */
async function startSmtpServer({ offerStartTls = true } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    // smtp-server's own self-signed certificate serves STARTTLS.
    disabledCommands: offerStartTls ? [] : ['STARTTLS'],
    allowInsecureAuth: !offerStartTls,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 's3cret') callback(null, { user: 'portal' });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else if (address.address.endsWith('@busy.example')) {
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SmtpEmailProvider against a local SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let provider: SmtpEmailProvider;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    provider = new SmtpEmailProvider(
      { url: `smtp://portal:s3cret@127.0.0.1:${smtp.port}`, from: 'Demo Title <no-reply@demo.example>' },
      pino({ level: 'silent' }),
      // The stand-in's certificate is self-signed; trusting it is the test's choice, not the adapter's.
      { tls: { rejectUnauthorized: false } },
    );
  });
  afterAll(async () => {
    provider.close();
    await smtp.close();
  });

  it('delivers subject, recipients, both bodies and the attachment', async () => {
    const pdf = Buffer.from('%PDF-1.7 receipt for transfer 1');
    const result = await provider.send({
      to: ['buyer@example.com'],
      cc: ['agent@example.com'],
      subject: 'Your transfer receipt',
      html: '<p>Thank you</p>',
      text: 'Thank you',
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: pdf }],
      idempotencyKey: 'receipt:transfer-1',
    });

    expect(result).toEqual({
      id: messageIdFor('receipt:transfer-1', 'Demo Title <no-reply@demo.example>'),
      accepted: ['buyer@example.com', 'agent@example.com'],
      rejected: [],
    });
    const [message] = smtp.received;
    expect(message?.from).toBe('no-reply@demo.example');
    expect(message?.recipients).toEqual(['buyer@example.com', 'agent@example.com']);
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^Subject: Your transfer receipt\r$/m);
    expect(raw).toMatch(/^To: buyer@example\.com\r$/m);
    expect(raw).toMatch(/^Cc: agent@example\.com\r$/m);
    expect(raw).toContain(`Message-ID: ${result.id}`);
    expect(raw).toContain('<p>Thank you</p>');
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?receipt\.pdf"?/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?receipt\.pdf"?/);
    expect(raw).toContain(pdf.toString('base64'));
  });

  it('gives every retry of one job the same Message-ID', () => {
    expect(messageIdFor('k', 'a@x.example')).toBe(messageIdFor('k', 'Someone <a@x.example>'));
    expect(messageIdFor('k', 'a@x.example')).not.toBe(messageIdFor('other', 'a@x.example'));
    expect(messageIdFor('k', 'a@x.example')).toMatch(/^<[0-9a-f]{32}@x\.example>$/);
  });

  it('reports recipients the server refused while delivering to the others', async () => {
    const result = await provider.send({
      to: ['buyer@example.com', 'gone@refused.example'],
      subject: 's',
      html: 'h',
      text: 't',
    });
    expect(result.accepted).toEqual(['buyer@example.com']);
    expect(result.rejected).toEqual(['gone@refused.example']);
  });

  it('fails permanently on a 5xx refusal and retryably on a 4xx one', async () => {
    const refused = await provider
      .send({ to: ['gone@refused.example'], subject: 's', html: 'h', text: 't' })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ provider: 'smtp', code: '550', retryable: false });
    await expect(
      provider.send({ to: ['later@busy.example'], subject: 's', html: 'h', text: 't' }),
    ).rejects.toMatchObject({
      code: '451',
      retryable: true,
    });
  });

  it('requires STARTTLS on smtp://: a server that does not offer it receives nothing', async () => {
    const plain = await startSmtpServer({ offerStartTls: false });
    const downgraded = new SmtpEmailProvider(
      { url: `smtp://portal:s3cret@127.0.0.1:${plain.port}`, from: 'Demo Title <no-reply@demo.example>' },
      pino({ level: 'silent' }),
      { tls: { rejectUnauthorized: false } },
    );
    try {
      await expect(
        downgraded.send({ to: ['client@example.com'], subject: 's', html: 'h', text: 't' }),
      ).rejects.toBeInstanceOf(ProviderError);
      expect(plain.received).toEqual([]);
    } finally {
      downgraded.close();
      await plain.close();
    }
  });

  it('fails retryably when the server cannot be reached', async () => {
    const unreachable = new SmtpEmailProvider(
      { url: 'smtp://127.0.0.1:1', from: 'a@x.example' },
      pino({ level: 'silent' }),
    );
    await expect(unreachable.send({ to: ['b@example.com'], subject: 's', html: 'h', text: 't' })).rejects.toMatchObject(
      {
        retryable: true,
      },
    );
    unreachable.close();
  });
});
