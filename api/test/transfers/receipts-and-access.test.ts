import { english } from '../../src/i18n';
import {
  BANK_ACCOUNT_NOT_FOUND,
  CLIENT_NOT_FOUND,
  EMAIL_SEND_FAILED,
  NO_EMAILS_PROVIDED,
} from '@portal/shared/constants';
import { VALIDATION_MESSAGES as M } from '@portal/shared/validation';
import { and, eq } from 'drizzle-orm';
import { clientMessage } from '../../src/platform/database/schema';
import { MESSAGE_NOT_FOUND } from '../../src/notices';
import { TRANSFER_NOT_STARTED } from '../../src/transfers';
import { TRANSFER_NOT_FOUND } from '../../src/transfers/transfer-messages';
import type { ClientFixture } from '../support/graphql-fixtures';
import { HOSTS } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import {
  createDraft,
  drainTransferJobs,
  payingClient,
  providerTransfersFor,
  startInstance,
  startRequest,
  transferRow,
  useTransferApp,
} from './support/transfer-kit';

describe.each(driversFor('one'))('receipts, notice PDFs and who may start what (%s)', (driver) => {
  const context = useTransferApp(driver);
  let owner: ClientFixture;
  let other: ClientFixture;
  let started: string;
  beforeAll(async () => {
    owner = await payingClient(context.database.db, 'demo');
    other = await payingClient(context.database.db, 'demo');
    started = await createDraft(context.database.db, owner);
    await startRequest(context.app, owner, { transferId: started, bankAccountId: owner.accounts.checking });
    await drainTransferJobs(context, context.database.db, started);
  });
  const db = () => context.database.db;

  const sendReceipt = (fixture: ClientFixture | null, body: Record<string, unknown>, host?: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/message/email/transfer-initiated',
      headers: {
        host: host ?? fixture?.host ?? HOSTS.demo,
        'content-type': 'application/json',
        ...(fixture ? { authorization: `Bearer ${fixture.token}` } : {}),
      },
      payload: body,
    });
  const receiptBody = (emailRecipient: unknown, transferId = started) => ({
    transfer_GUID: transferId,
    emailRecipient,
    additionalEmailRecipient: true,
  });

  describe('POST /message/email/transfer-initiated', () => {
    it('e-mails a receipt with its PDF to each address given, once each, blanks skipped', async () => {
      const response = await sendReceipt(owner, receiptBody(['closer@title.example', '', 'agent@realty.example']));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: 2 });
      await drainTransferJobs(context, db(), started);
      const { confirmationCode } = await transferRow(db(), started);
      const outbox = context.providers.sandboxOutbox!;
      for (const address of ['closer@title.example', 'agent@realty.example']) {
        const [email, ...more] = await outbox.list({ to: address });
        expect(more).toHaveLength(0);
        expect(email!.to).toEqual([address]);
        // A receipt, not the transfer-initiated notice: amount, payee, code and the words agreed to.
        expect(email!.subject).toBe(`Receipt: $1,503.00 to Demo Title & Escrow (${confirmationCode})`);
        expect(email!.text).toContain(`Confirmation code: ${confirmationCode}`);
        expect(email!.text).toContain('authorize Demo Title & Escrow to debit my');
        expect(email!.attachments).toEqual([
          expect.objectContaining({ filename: `receipt-${confirmationCode}.pdf`, contentType: 'application/pdf' }),
        ]);
        const attachment = await outbox.readAttachment(email!.id, 0);
        expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it.each([
      ['no address', [], NO_EMAILS_PROVIDED],
      ['only blanks', ['', '  '], NO_EMAILS_PROVIDED],
      ['a malformed address', ['closer@'], M.email],
      ['six addresses', Array.from({ length: 6 }, (_, index) => `a${index}@x.example`), M.tooManyEmails],
    ])('refuses %s with the rule of requirements §5', async (_case, emails, message) => {
      const response = await sendReceipt(owner, receiptBody(emails));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('refuses a transfer that has not been started', async () => {
      const draft = await createDraft(db(), owner);
      const response = await sendReceipt(owner, receiptBody(['closer@title.example'], draft));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(english(TRANSFER_NOT_STARTED));
    });

    it("answers 'Failed to send email.' when the receipt cannot be queued", async () => {
      const broken = await startInstance(context.database, context.state, {
        overrides: {
          objectStore: {
            ...context.providers.objectStore,
            put: () => Promise.reject(new Error('disk full')),
          },
        },
      });
      try {
        const response = await broken.app.inject({
          method: 'POST',
          url: '/api/message/email/transfer-initiated',
          headers: { host: owner.host, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          payload: receiptBody(['late@title.example']),
        });
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ code: 'EMAIL_SEND_FAILED', message: EMAIL_SEND_FAILED });
      } finally {
        await broken.app.close();
      }
    });

    it('answers another client, another tenant and a visitor as if the transfer did not exist', async () => {
      expect((await sendReceipt(other, receiptBody(['x@y.example']))).json()).toEqual({
        code: 'NOT_FOUND',
        message: english(TRANSFER_NOT_FOUND),
      });
      expect((await sendReceipt(owner, receiptBody(['x@y.example']), HOSTS.acme)).statusCode).toBe(401);
      expect((await sendReceipt(null, receiptBody(['x@y.example']))).json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: CLIENT_NOT_FOUND,
      });
      expect(await context.providers.sandboxOutbox!.list({ to: 'x@y.example' })).toHaveLength(0);
    });
  });

  describe('GET /messages/:id/pdf (a notice message URL)', () => {
    const getPdf = (fixture: ClientFixture | null, url: string, host?: string) =>
      context.app.inject({
        method: 'GET',
        url,
        headers: {
          host: host ?? fixture?.host ?? HOSTS.demo,
          ...(fixture ? { authorization: `Bearer ${fixture.token}` } : {}),
        },
      });

    it('serves the notice PDF to its owner only', async () => {
      const [notice] = await db()
        .select()
        .from(clientMessage)
        .where(and(eq(clientMessage.transferId, started), eq(clientMessage.type, 'transfer_initiated')));
      const url = notice!.messageURL!;
      const mine = await getPdf(owner, url);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      expect((await getPdf(other, url)).json()).toEqual({ code: 'NOT_FOUND', message: english(MESSAGE_NOT_FOUND) });
      expect((await getPdf(owner, url, HOSTS.acme)).statusCode).toBe(401);
      expect((await getPdf(null, url)).statusCode).toBe(401);
    });
  });

  describe('POST /transfer/start access', () => {
    it('refuses another client, another tenant and a visitor, and sends nothing', async () => {
      const draft = await createDraft(db(), owner);
      const body = { transferId: draft, bankAccountId: owner.accounts.checking };
      expect((await startRequest(context.app, other, body)).json()).toEqual({
        code: 'NOT_FOUND',
        message: english(TRANSFER_NOT_FOUND),
      });
      expect((await startRequest(context.app, owner, body, HOSTS.acme)).statusCode).toBe(401);
      expect((await startRequest(context.app, null, body)).statusCode).toBe(401);
      // The owner's transfer from another client's account: that account does not exist for them.
      const foreign = await startRequest(context.app, owner, {
        transferId: draft,
        bankAccountId: other.accounts.checking,
      });
      expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: BANK_ACCOUNT_NOT_FOUND });

      expect(await transferRow(db(), draft)).toMatchObject({ status: 'draft', startKey: null });
      expect(await providerTransfersFor(context.sandbox, draft)).toHaveLength(0);
    });

    it('refuses malformed bodies with a 400', async () => {
      for (const body of [{}, { transferId: started }, { transferId: 7, bankAccountId: [] }, { extra: 1 }]) {
        expect((await startRequest(context.app, owner, body)).statusCode).toBe(400);
      }
      const notAnId = await startRequest(context.app, owner, { transferId: 'x', bankAccountId: 'y' });
      expect(notAnId.statusCode).toBe(404);
    });
  });
});
