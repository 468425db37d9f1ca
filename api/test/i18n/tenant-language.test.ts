/**
 * A tenant sets its default language through the tenant API (GET/PUT /language-settings): the
 * language of its visitors whose browser names none of ours, and of clients who never chose.
 */
import { eq } from 'drizzle-orm';
import { tenant } from '../../src/platform/database/schema';
import { useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { call, tenantWithKey, type TenantFixture } from '../tenant-api/tenant-api-kit';

const TENANT_API = {
  portalUrlTemplate: 'http://{tenant}.localhost:8080',
  requestsPerMinute: 60,
  refusePrivateWebhookAddresses: false,
};

describe.each(driversFor('both'))('tenant API: default language (%s)', (driver) => {
  const context = useTestApp(driver, { tenantApi: TENANT_API });
  let a: TenantFixture;
  let b: TenantFixture;
  beforeAll(async () => {
    a = await tenantWithKey(context.database.db, 'lang-a');
    b = await tenantWithKey(context.database.db, 'lang-b');
  });

  const visitorLogin = (identifier: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: `${identifier}.localhost:8080` },
      payload: { mobilePhone: '(555) 010-9999' },
    });

  it('reads and changes the tenant’s own default, which then speaks to its visitors', async () => {
    // (No visitor of A before the change: each server remembers a tenant's default for up to
    // TENANT_LANGUAGE_TTL_MS, so a change reaches its visitors within that time.)
    expect((await call(context.app, a.key, 'GET', '/language-settings')).json()).toEqual({ defaultLanguage: 'en' });

    const changed = await call(context.app, a.key, 'PUT', '/language-settings', { body: { defaultLanguage: 'es' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ defaultLanguage: 'es' });
    const [row] = await context.database.db.select().from(tenant).where(eq(tenant.id, a.tenantId));
    expect(row!.defaultLanguage).toBe('es');
    expect((await visitorLogin(a.identifier)).json().message).toMatch(
      /^El número de teléfono ingresado no está registrado/,
    );

    // B's default is B's own.
    expect((await call(context.app, b.key, 'GET', '/language-settings')).json()).toEqual({ defaultLanguage: 'en' });
    expect((await visitorLogin(b.identifier)).json().message).toMatch(/^The phone number entered is not registered/);
  });

  it('refuses a language the portal does not speak, and a body without one', async () => {
    for (const body of [{ defaultLanguage: 'fr' }, {}, { defaultLanguage: 1 }]) {
      const refused = await call(context.app, b.key, 'PUT', '/language-settings', { body });
      expect(refused.statusCode).toBe(400);
    }
    expect((await call(context.app, b.key, 'GET', '/language-settings')).json()).toEqual({ defaultLanguage: 'en' });
  });

  it('needs the tenant’s key', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/tenant-api/v1/language-settings' });
    expect(anonymous.statusCode).toBe(401);
  });
});
