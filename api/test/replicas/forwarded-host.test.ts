import type { DatabaseDriver } from '../../src/platform/database/database';
import { formatPhone } from '@portal/shared/format';
import { registrationBody, TENANT_IDS } from '../support/auth-api';
import { testConfig, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';
import { newPhone } from '../tenant-api/tenant-api-kit';

// Behind TRUST_PROXY Fastify's request.host is X-Forwarded-Host, which the caller writes:
// the tenant must come from the Host header the balancer forwarded, not from that.
describe.each(driversFor('one'))('X-Forwarded-Host does not choose the tenant (%s)', (driver: DatabaseDriver) => {
  const context = useTestApp(driver, {
    cluster: { ...testConfig().cluster, trustProxy: ['127.0.0.1'] },
  });

  const registerAt = (tenantId: string, headers: Record<string, string>) =>
    context.app.inject({
      method: 'POST',
      url: `/api/users/${tenantId}`,
      remoteAddress: '127.0.0.1',
      headers,
      payload: registrationBody(formatPhone(newPhone())),
    });

  it("registers at the Host's tenant whatever X-Forwarded-Host says", async () => {
    const response = await registerAt(TENANT_IDS.demo, {
      host: 'demo.localhost:8080',
      'x-forwarded-host': 'acme.localhost:8080',
    });
    expect(response.statusCode).toBe(201);
    const forged = await registerAt(TENANT_IDS.acme, {
      host: 'demo.localhost:8080',
      'x-forwarded-host': 'acme.localhost:8080',
    });
    expect(forged.statusCode).toBe(404);
  });
});
