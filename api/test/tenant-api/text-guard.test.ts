import { randomUUID } from 'node:crypto';
import type { DatabaseDriver } from '../../src/platform/database/database';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/platform/http/text-guard';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call, newPhone, requestBody, tenantWithKey, type TenantFixture } from './tenant-api-kit';

// PostgreSQL refuses NUL in text and lone surrogates in jsonb: without the guard these were a 500.
const drivers = driversFor('one');

describe.each(drivers)('the tenant API refuses text the database cannot store (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, {
    tenantApi: {
      portalUrlTemplate: 'http://{tenant}.localhost:8080',
      requestsPerMinute: 100,
      refusePrivateWebhookAddresses: false,
    },
  });
  let tenant: TenantFixture;
  beforeAll(async () => {
    tenant = await tenantWithKey(context.database.db, 'text');
  });

  const phone = newPhone();
  it.each([
    ['a NUL in a client name', { client: { mobilePhone: phone, firstName: 'Ri\u0000ta', lastName: 'Request' } }],
    ['a lone surrogate in the purpose', { purpose: 'Deposit \ud800' }],
    ['a lone surrogate in the seller', { sellerName: 'Sam \udc00' }],
  ])('a transfer request with %s is a 400 with a message', async (_label, override) => {
    const response = await call(context.app, tenant.key, 'POST', '/transfer-requests', {
      body: requestBody(phone, override),
      idempotencyKey: randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: UNSTORABLE_TEXT_MESSAGE, code: 'BAD_USER_INPUT' });
  });

  it('a NUL in a query string is a 400 with a message', async () => {
    const response = await call(context.app, tenant.key, 'GET', '/webhook-events?transferId=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});
