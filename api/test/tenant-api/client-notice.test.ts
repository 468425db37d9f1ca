import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { client, clientMessage, job, loginUser } from '../../src/platform/database/schema';
import { ISSUE_NOTICE_JOB } from '../../src/notices';
import { SEND_SMS_JOB, sendSmsJob } from '../../src/platform/jobs';
import { firstRunContext } from '../jobs/support/job-test-kit';
import { register, registrationBody } from '../support/auth-api';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call, newPhone, requestBody, tenantWithKey, type TenantFixture } from './tenant-api-kit';

describe.each(driversFor('both'))('a request reaches its client (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, {
    tenantApi: {
      portalUrlTemplate: 'https://{tenant}.portal.example',
      requestsPerMinute: 100,
      refusePrivateWebhookAddresses: false,
    },
  });
  let tenant: TenantFixture;
  beforeAll(async () => {
    tenant = await tenantWithKey(context.database.db, 'notice');
  });

  const jobWithKey = async (key: string) => {
    const rows = await context.database.db.select().from(job).where(eq(job.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('issues one transfer_request message with its PDF and e-mail, and one SMS with the portal link', async () => {
    const phone = newPhone();
    const created = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(phone),
      idempotencyKey: randomUUID(),
    });
    const { id } = created.json<{ id: string }>();

    const notice = await jobWithKey(`notice:transfer_request:${id}`);
    const issue = context.app.moneyMovement.jobHandlers[ISSUE_NOTICE_JOB]!;
    // A rerun (the worker died after issuing) adds nothing.
    await issue.handle(firstRunContext(notice));
    await issue.handle(firstRunContext(notice));
    const messages = await context.database.db
      .select()
      .from(clientMessage)
      .where(and(eq(clientMessage.transferId, id), eq(clientMessage.type, 'transfer_request')));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ label: 'Transfer Request', tenantId: tenant.tenantId });
    expect(await context.app.providers.objectStore.get(messages[0]!.pdfStorageKey!)).not.toBeNull();
    const emails = await context.database.db
      .select()
      .from(job)
      .where(eq(job.idempotencyKey, `notice-email:transfer_request:${id}`));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload).toMatchObject({ to: ['rita@example.com'] });
    // The e-mail's link is the text's: the request's own signed link.
    expect((emails[0]!.payload as { html: string }).html).toMatch(
      new RegExp(`href="https://${tenant.identifier}\\.portal\\.example/create-account\\?request=[\\w-]+\\.[\\w-]+"`),
    );

    const sms = await jobWithKey(`notice-sms:transfer_request:${id}`);
    expect(sms.type).toBe(SEND_SMS_JOB);
    await sendSmsJob(context.sms).handle(firstRunContext(sms));
    // The link carries the request's signed reference (test/tenant-api/request-preview.test.ts).
    expect(context.sms.messagesTo(phone).map((message) => message.body)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Tenant API notice requests a transfer of \\$1,250\\.00 from you\\. Continue securely at https://${tenant.identifier}\\.portal\\.example/create-account\\?request=[\\w-]+\\.[\\w-]+$`,
        ),
      ),
    ]);
  });

  it('answers the unauthenticated registration with its sign-in attempt only, nothing the tenant stored', async () => {
    const phone = newPhone();
    const created = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(phone),
      idempotencyKey: randomUUID(),
    });
    expect(created.statusCode).toBe(201);
    const options = { tenantId: tenant.tenantId, host: `${tenant.identifier}.localhost:8080` };
    const registered = await register(
      context.app,
      registrationBody(phone, { firstName: 'Eve', lastName: 'Snoop' }),
      options,
    );
    expect(registered.statusCode).toBe(201);
    expect(Object.keys(registered.json())).toEqual(['attempt']);
    expect(registered.body).not.toContain('rita@example.com');
    expect(registered.body).not.toContain('Rita');
  });

  it('lets the person register into the client the tenant created, once', async () => {
    const phone = newPhone();
    const created = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(phone),
      idempotencyKey: randomUUID(),
    });
    const { clientId } = created.json<{ clientId: string }>();
    const options = { tenantId: tenant.tenantId, host: `${tenant.identifier}.localhost:8080` };
    const registered = await register(context.app, registrationBody(phone, { firstName: 'Rosa' }), options);
    expect(registered.statusCode).toBe(201);
    // Nothing of the client the tenant created, its id included, before the code is verified.
    expect(Object.keys(registered.json())).toEqual(['attempt']);
    // The stored client keeps the tenant's names: nobody has proven the phone yet.
    const [stored] = await context.database.db.select().from(client).where(eq(client.id, clientId));
    expect(stored).toMatchObject({ firstName: 'Rita', lastName: 'Request', email: 'rita@example.com' });
    const users = await context.database.db.select().from(loginUser).where(eq(loginUser.clientId, clientId));
    expect(users).toHaveLength(1);
    expect((await register(context.app, registrationBody(phone), options)).statusCode).toBe(409);

    // A later request to a registered client links to sign-in instead.
    const again = await call(context.app, tenant.key, 'POST', '/disbursements', {
      body: requestBody(phone),
      idempotencyKey: randomUUID(),
    });
    const sms = await jobWithKey(`notice-sms:transfer_request:${again.json<{ id: string }>().id}`);
    expect((sms.payload as { body: string }).body).toMatch(
      new RegExp(
        `^Tenant API notice has sent you a payment of \\$1,250\\.00\\. Accept it securely at https://${tenant.identifier}\\.portal\\.example/login\\?request=[\\w-]+\\.[\\w-]+$`,
      ),
    );
  });
});
