import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { LocalObjectStore, SandboxOutbox, SandboxPaymentsProvider } from '../platform/providers';
import { SandboxEmailProvider } from '../platform/providers/email/sandbox-email-provider';
import { SandboxSmsProvider } from '../platform/providers/sms/sandbox-sms-provider';
import { SandboxInProductionError, sandboxPlugin, type SandboxPluginOptions } from './sandbox-plugin';

const silent = pino({ level: 'silent' });
const HOSTILE_HTML = `<!doctype html><html><head><style>p{color:#123456}</style><script>window.stolen=1</script></head>
<body><p onclick="steal()">Hello <b>Jane</b></p><img src="x" onerror="steal()"><a href="javascript:steal()">link</a>
<img src="https://tracker.example/pixel.gif"><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="q"></form></body></html>`;

describe('sandboxPlugin', () => {
  let directory: string;
  let outbox: SandboxOutbox;
  let objects: LocalObjectStore;
  let app: FastifyInstance;

  const build = async (options: Partial<SandboxPluginOptions> = {}) => {
    app = Fastify();
    await app.register(sandboxPlugin, {
      mode: 'sandbox',
      apiBase: '/api',
      outbox,
      localObjectStore: objects,
      ...options,
    });
    await app.ready();
    return app;
  };

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'sandbox-plugin-'));
    outbox = new SandboxOutbox(path.join(directory, 'sandbox'));
    objects = new LocalObjectStore({ root: path.join(directory, 'objects'), publicPath: '/api/sandbox/objects' });
  });
  afterEach(async () => {
    await app?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const sendSms = (to: string, body: string) =>
    new SandboxSmsProvider(outbox, '+15005550006', silent).send({ to, body });
  const sendEmail = (html: string, subject = 'Your receipt') =>
    new SandboxEmailProvider(outbox, 'Demo <no-reply@demo.example>', silent).send({
      to: ['buyer@example.com'],
      subject,
      html,
      text: 'Thank you',
      attachments: [
        { filename: 'receipt "final".pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
      ],
    });

  it('cannot be registered in production mode', async () => {
    app = Fastify();
    await expect(app.register(sandboxPlugin, { mode: 'production', apiBase: '/api', outbox }).ready()).rejects.toThrow(
      SandboxInProductionError,
    );
  });

  describe('GET /api/sandbox/inbox', () => {
    it('lists SMS and e-mails newest first, with links instead of bodies', async () => {
      await build();
      const sms = await sendSms('+15125550100', '482913 is your Demo security code.');
      const email = await sendEmail('<p>Thanks</p>');
      const response = await app.inject({ method: 'GET', url: '/api/sandbox/inbox' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { messages } = response.json<{ messages: Array<Record<string, unknown>> }>();
      expect(messages.map((message) => message.id)).toEqual([email.id, sms.id]);
      expect(messages[0]).toMatchObject({
        channel: 'email',
        to: ['buyer@example.com'],
        subject: 'Your receipt',
        status: 'sent',
        htmlUrl: `/api/sandbox/inbox/${email.id}/html`,
        attachments: [{ filename: 'receipt "final".pdf', url: `/api/sandbox/inbox/${email.id}/attachments/0` }],
      });
      expect(messages[0]).not.toHaveProperty('html');
      expect(messages[1]).toMatchObject({
        channel: 'sms',
        text: '482913 is your Demo security code.',
        status: 'queued',
        htmlUrl: null,
      });
    });

    it('filters by recipient, including a phone number whose + the query string turned into a space', async () => {
      await build();
      await sendSms('+15125550100', 'for me');
      await sendSms('+15125550199', 'for someone else');
      for (const to of ['%2B15125550100', '+15125550100', '5125550100']) {
        const response = await app.inject({ method: 'GET', url: `/api/sandbox/inbox?to=${to}` });
        expect(response.json<{ messages: Array<{ text: string }> }>().messages.map((message) => message.text)).toEqual([
          'for me',
        ]);
      }
    });
  });

  describe('GET /api/sandbox/inbox/:id/html', () => {
    it('serves the e-mail sanitized, under a CSP that loads and runs nothing', async () => {
      await build();
      const { id } = await sendEmail(HOSTILE_HTML);
      const response = await app.inject({ method: 'GET', url: `/api/sandbox/inbox/${id}/html` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("style-src 'unsafe-inline'");
      expect(csp).toContain('img-src data:');
      expect(csp).not.toMatch(/script-src/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const html = response.body;
      expect(html).toContain('Hello <b>Jane</b>');
      expect(html).toContain('p{color:#123456}');
      for (const dangerous of [
        '<script',
        'window.stolen',
        'onclick',
        'onerror',
        'javascript:',
        '<iframe',
        '<form',
        '<input',
      ]) {
        expect(html).not.toContain(dangerous);
      }
    });

    it('answers 404 for an SMS or an unknown message, and 400 for a malformed id', async () => {
      await build();
      const { id } = await sendSms('+15125550100', 'code');
      expect((await app.inject({ method: 'GET', url: `/api/sandbox/inbox/${id}/html` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/sandbox/inbox/EM${'0'.repeat(32)}/html` })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ method: 'GET', url: '/api/sandbox/inbox/..%2F..%2Fetc/html' })).statusCode).toBe(400);
    });
  });

  it('downloads an attachment as a file, never rendered inline', async () => {
    await build();
    const { id } = await sendEmail('<p>x</p>');
    const response = await app.inject({ method: 'GET', url: `/api/sandbox/inbox/${id}/attachments/0` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt _final_.pdf"; filename*=UTF-8''receipt%20%22final%22.pdf`,
    );
    expect(response.rawPayload).toEqual(Buffer.from('%PDF-1.7'));
    expect((await app.inject({ method: 'GET', url: `/api/sandbox/inbox/${id}/attachments/1` })).statusCode).toBe(404);
  });

  describe('GET /api/sandbox (the page)', () => {
    it('lists the messages so a person can read their code, everything escaped', async () => {
      await build();
      await sendSms('+15125550100', '482913 is your <script>alert(1)</script> code');
      const { id } = await sendEmail('<p>x</p>', 'Receipt for <img src=x onerror=alert(1)>');
      const response = await app.inject({ method: 'GET', url: '/api/sandbox' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
      const page = response.body;
      expect(page).toContain('482913 is your &#60;script&#62;alert(1)&#60;/script&#62; code');
      expect(page).toContain('Receipt for &#60;img src=x onerror=alert(1)&#62;');
      expect(page).not.toContain('<script');
      expect(page).not.toContain('<img');
      expect(page).toContain(`href="/api/sandbox/inbox/${id}/html"`);
    });

    it('filters by recipient and echoes the filter escaped', async () => {
      await build();
      await sendSms('+15125550100', 'mine');
      await sendSms('+15125550199', 'theirs');
      const page = (await app.inject({ method: 'GET', url: '/api/sandbox?to=5125550100' })).body;
      expect(page).toContain('mine');
      expect(page).not.toContain('theirs');
      const hostile = (
        await app.inject({ method: 'GET', url: `/api/sandbox?to=${encodeURIComponent('"><script>x</script>')}` })
      ).body;
      expect(hostile).not.toContain('<script>x');
      expect(hostile).toContain('value="&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
    });
  });

  describe('GET /api/sandbox/objects/* (local signed URLs)', () => {
    const key = 'tenants/t-1/clients/c-1/receipt/0b9f2c1e-4a39-4a7c-9d0e-2f6f5c1a7b11.pdf';

    it('serves an object for a valid signature and refuses a forged or expired one', async () => {
      await build();
      await objects.put(key, Buffer.from('%PDF-1.7 receipt'), 'application/pdf');
      const url = await objects.signedUrl(key, 60);
      const ok = await app.inject({ method: 'GET', url });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toBe('application/pdf');
      expect(ok.rawPayload).toEqual(Buffer.from('%PDF-1.7 receipt'));

      const forged = url.replace(/signature=[^&]+/, 'signature=AAAA');
      expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
      const otherKey = url.replace('/c-1/', '/c-2/');
      expect((await app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(403);
      const expired = url.replace(/expires=\d+/, 'expires=1');
      expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: `/api/sandbox/objects/${key}` })).statusCode).toBe(400);
    });

    it('does not exist when objects are not kept locally', async () => {
      await build({ localObjectStore: null });
      await objects.put(key, Buffer.from('x'), 'application/pdf');
      expect((await app.inject({ method: 'GET', url: await objects.signedUrl(key, 60) })).statusCode).toBe(404);
    });
  });
  describe('GET /api/sandbox/payments/*', () => {
    it('shows the ledger’s transfers for a correlation id and a customer, money as decimal strings', async () => {
      const payments = new SandboxPaymentsProvider({
        directory: path.join(directory, 'sandbox'),
        stepMs: 4_000,
        webhook: { url: null, secret: 'secret' },
        logger: silent,
        timers: null,
      });
      await build({ payments });
      const customer = await payments.createCustomer({
        idempotencyKey: 'c-1',
        firstName: 'Jane',
        lastName: 'Buyer',
        email: 'jane@example.com',
        address1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        dateOfBirth: '1980-01-02',
        ssnLast4: '1234',
      });
      const transfer = await payments.createTransfer({
        idempotencyKey: 'transfer:t-1',
        sourceFundingSourceId: 'sandbox-fs-1',
        destinationFundingSourceId: 'sandbox-fs-escrow',
        amountCents: 123_450,
        correlationId: 't-1',
      });
      const listed = await app.inject({ method: 'GET', url: '/api/sandbox/payments/transfers?correlationId=t-1' });
      expect(listed.json()).toEqual({
        transfers: [
          {
            id: transfer.id,
            bankLegId: expect.any(String),
            status: 'pending',
            amount: '1234.50',
            correlationId: 't-1',
            idempotencyKey: 'transfer:t-1',
            createdAt: transfer.createdAt,
            failure: null,
            rail: 'standard',
          },
        ],
      });
      const other = await app.inject({ method: 'GET', url: '/api/sandbox/payments/transfers?correlationId=t-2' });
      expect(other.json()).toEqual({ transfers: [] });
      const shown = await app.inject({ method: 'GET', url: `/api/sandbox/payments/customers/${customer.id}` });
      expect(shown.json()).toMatchObject({ id: customer.id, status: 'verified', documents: [], fundingSources: [] });
      expect(shown.body).not.toContain('1980-01-02');
      expect(shown.body).not.toMatch(/ssn/i);
      payments.close();
    });
  });
});
