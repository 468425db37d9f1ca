/**
 * What reaches a client outside the page (notice texts, e-mails and PDFs) is written in the
 * client's language, else the tenant's default; English stays as it was.
 */
import type { MessageType } from '@portal/shared/constants';
import { and, eq, like } from 'drizzle-orm';
import { ISSUE_NOTICE_JOB, notify } from '../../src/notices';
import { client, clientMessage, job, transfer } from '../../src/platform/database/schema';
import { SEND_SMS_JOB } from '../../src/platform/jobs';
import { createClientFixture, type ClientFixture } from '../support/graphql-fixtures';
import { pdfText } from '../support/pdf-text';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { firstRunContext } from '../jobs/support/job-test-kit';

const PORTAL = 'https://{tenant}.portal.example';

describe.each(driversFor('both'))('notices in the client’s language (%s)', (driver) => {
  const context = useTestApp(driver, {
    tenantApi: { portalUrlTemplate: PORTAL, requestsPerMinute: 100, refusePrivateWebhookAddresses: false },
  });
  const db = () => context.database.db;

  const clientIn = async (language: 'en' | 'es' | null): Promise<ClientFixture> => {
    const fixture = await createClientFixture(db(), 'demo');
    await db().update(client).set({ email: 'notices@example.com', language }).where(eq(client.id, fixture.client.id));
    return fixture;
  };

  /** Issues the notice as a status change would, and answers its text, its e-mail and its PDF. */
  const issue = async (kind: MessageType, transferId: string) => {
    await notify(db(), kind, transferId);
    const [row] = await db()
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `notice:${kind}:${transferId}`));
    await context.app.moneyMovement.jobHandlers[ISSUE_NOTICE_JOB]!.handle(firstRunContext(row!));
    const jobs = await db()
      .select()
      .from(job)
      .where(like(job.idempotencyKey, `notice-%:${kind}:${transferId}`));
    const [message] = await db()
      .select()
      .from(clientMessage)
      .where(and(eq(clientMessage.transferId, transferId), eq(clientMessage.type, kind)));
    const stored = await context.app.providers.objectStore.get(message!.pdfStorageKey!);
    return {
      text: jobs.find((entry) => entry.type === SEND_SMS_JOB)?.payload as { body: string } | undefined,
      email: jobs.find((entry) => entry.type === 'email.send')?.payload as
        { subject: string; html: string; text: string } | undefined,
      pdf: pdfText(stored!.body),
    };
  };

  it('writes a returned transfer’s text, e-mail and PDF in Spanish for a Spanish client', async () => {
    const ana = await clientIn('es');
    const id = ana.transfers.returned;
    const [row] = await db().select().from(transfer).where(eq(transfer.id, id));
    const { text, email, pdf } = await issue('transfer_fail', id);

    expect(text?.body).toMatch(
      new RegExp(
        `^El banco devolvió su pago de \\$[\\d,]+\\.\\d{2} a Demo Title & Escrow\\. Qué hacer ahora: https://demo\\.portal\\.example/transfer-history/${id}$`,
      ),
    );
    expect(email?.subject).toBe('No se pudo completar su transferencia a Demo Title & Escrow');
    expect(email?.html).toContain('<p>Hola, ');
    expect(email?.text).toMatch(
      /No se pudo completar su transferencia de \$[\d,]+\.\d{2}\. Comuníquese con Demo Title/,
    );

    // pdf-lib's standard fonts are WinAnsi: Spanish letters are drawn, not replaced by '?'.
    expect(pdf).toContain('Transferencia fallida');
    expect(pdf).toContain('Su banco devolvió su transferencia a Demo Title & Escrow.');
    expect(pdf).toMatch(/Monto\n\$[\d,]+\.\d{2}/);
    expect(pdf).toContain('Estado\ndevuelta');
    expect(pdf).toMatch(/Fecha\n\d{1,2} de [a-z]+ de \d{4}/);
    expect(pdf).not.toContain('?');
    // Why it failed and what to do, in Spanish too (the rules catalogue's outcomes.*).
    expect(pdf).toMatch(/Qué pasó\nSu banco /);
    expect(pdf).toMatch(/Qué hacer\n/);
    expect(email?.text).toMatch(/Su banco /);
    expect(`${pdf}${email?.text}`).not.toMatch(/Your bank|What to do/);
    expect(row!.amountCents).toBeGreaterThan(0);
  });

  it('writes the receipt e-mail and the receipt PDF in Spanish for a Spanish client', async () => {
    const ana = await clientIn('es');
    const id = ana.transfers.completed;
    const headers = { host: ana.host, authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' };
    const sent = await context.app.inject({
      method: 'POST',
      url: '/api/message/email/transfer-initiated',
      headers,
      payload: { transfer_GUID: id, emailRecipient: ['closer@title.example'], additionalEmailRecipient: true },
    });
    expect(sent.json()).toEqual({ sent: 1 });
    const [queued] = await db()
      .select()
      .from(job)
      .where(like(job.idempotencyKey, `receipt:${id}:%`));
    const email = queued!.payload as { subject: string; text: string };
    expect(email.subject).toMatch(/^Recibo: \$[\d,]+\.\d{2} a Demo Title & Escrow \(/);
    expect(email.text).toMatch(/Recibo de su pago a Demo Title & Escrow/);
    expect(email.text).toMatch(/Pagado a: Demo Title & Escrow/);
    expect(email.text).toContain('nunca le enviará instrucciones nuevas de pago');

    const pdf = await context.app.inject({ method: 'GET', url: `/api/transfer/${id}/receipt.pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const words = pdfText(pdf.rawPayload);
    expect(words).toContain('Recibo');
    expect(words).toMatch(/Estado\nCompletada/);
    expect(words).toContain('Protéjase del fraude en transferencias bancarias');
    expect(words).not.toMatch(/Paid to|Status/);
  });

  it('keeps English, word for word, for an English client and follows the tenant default for one who never chose', async () => {
    const bea = await clientIn('en');
    const english = await issue('transfer_initiated', bea.transfers.pending);
    expect(english.text?.body).toMatch(
      /^Your payment of \$[\d,.]+ to Demo Title & Escrow has started and is pending\./,
    );
    expect(english.email?.subject).toBe('Your transfer to Demo Title & Escrow has started');
    expect(english.pdf).toContain('Transfer Initiated');
    expect(english.pdf).toMatch(/Date\n\d{2}\/\d{2}\/\d{4}/);

    const never = await clientIn(null);
    expect((await issue('transfer_initiated', never.transfers.pending)).email?.subject).toBe(
      'Your transfer to Demo Title & Escrow has started',
    );
  });
});
