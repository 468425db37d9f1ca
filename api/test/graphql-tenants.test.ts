import { IDS } from '../src/seed/seed-data';
import { driversFor } from './support/test-databases';
import { graphql, HOSTS, useTestApp } from './support/test-app';

const TENANT_FIELDS = `
  id name description identifier type address1 address2 city state zipcode
  supportEmail pocPhone routingType enabledModules
  tenantGroup { id groupName logoURL groupTagline bannerColor }
`;

interface TenantResult {
  allTenants: Record<string, unknown>[];
}

describe.each(driversFor('one'))('allTenants (%s)', (driver) => {
  const context = useTestApp(driver);
  const allTenants = (args: string, host?: string) =>
    graphql<TenantResult>(context.app, `{ allTenants${args} { ${TENANT_FIELDS} } }`, { host });

  it('finds the demo tenant by identifier, with every field', async () => {
    const { statusCode, body } = await allTenants('(where: { identifier: "demo" })');
    expect(statusCode).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.allTenants).toEqual([
      {
        id: IDS.tenants.demo,
        name: 'Demo Title & Escrow',
        description: 'Title and escrow services for residential closings.',
        identifier: 'demo',
        type: 'title',
        address1: '100 Main Street',
        address2: 'Suite 200',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        supportEmail: 'support@demo-title.example',
        pocPhone: '(555) 010-2000',
        routingType: 'office',
        enabledModules: ['onboarding', 'banking', 'transfers', 'messages'],
        tenantGroup: {
          id: IDS.groups.partners,
          groupName: 'Closing Partners Network',
          logoURL: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
          groupTagline: 'Independent title and escrow, together',
          bannerColor: '#1B2A4A',
        },
      },
    ]);
  });

  it('answers an unknown identifier with an empty list', async () => {
    const { statusCode, body } = await allTenants('(where: { identifier: "nobody" })');
    expect(statusCode).toBe(200);
    expect(body.data?.allTenants).toEqual([]);
  });

  it('finds a tenant by id, and treats a malformed id as no match rather than an error', async () => {
    const byId = await allTenants(`(where: { id: "${IDS.tenants.acme}" })`);
    expect(byId.body.data?.allTenants).toMatchObject([{ identifier: 'acme', routingType: 'agent' }]);
    const malformed = await allTenants('(where: { id: "not-a-uuid" })');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.body.data?.allTenants).toEqual([]);
  });

  it('gives summit no message center', async () => {
    const { body } = await allTenants('(where: { identifier: "summit" })');
    expect(body.data?.allTenants).toMatchObject([
      { name: 'Summit Closing Services', routingType: 'other', enabledModules: ['onboarding', 'banking', 'transfers'] },
    ]);
  });

  it.each([
    [HOSTS.acme, 'acme'],
    [HOSTS.summit, 'summit'],
    [HOSTS.bare, 'demo'],
    ['127.0.0.1:8080', 'demo'],
    ['[::1]:8080', 'demo'],
  ])('without a where, answers with the tenant of the host %s', async (host, identifier) => {
    const { body } = await allTenants('', host);
    expect(body.data?.allTenants.map((tenant) => tenant.identifier)).toEqual([identifier]);
  });

  it('never lists every tenant', async () => {
    const { body } = await allTenants('(where: {}, first: 100)', HOSTS.demo);
    expect(body.data?.allTenants).toHaveLength(1);
  });

  it('honours skip', async () => {
    const { body } = await allTenants('(where: { identifier: "demo" }, skip: 1)');
    expect(body.data?.allTenants).toEqual([]);
  });

  it.each([['first: -1'], ['first: 101'], ['skip: -5']])('rejects %s with a 400 and a message', async (args) => {
    const { statusCode, body } = await allTenants(`(where: { identifier: "demo" }, ${args})`);
    expect(statusCode).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/first must be between 0 and 100|skip must not be negative/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
