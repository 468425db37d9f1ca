import { startupBanner } from './startup-banner';

describe('startupBanner', () => {
  it("lists every tenant's portal and the sandbox inbox", () => {
    const text = startupBanner({
      port: 8080,
      apiBase: '/api',
      sandbox: true,
      defaultTenant: 'demo',
      tenants: [
        { identifier: 'acme', name: 'Acme Escrow Co.' },
        { identifier: 'demo', name: 'Demo Title & Escrow' },
      ],
    });
    expect(text).toContain('http://acme.localhost:8080/create-account   Acme Escrow Co.');
    expect(text).toContain('http://demo.localhost:8080/create-account   Demo Title & Escrow');
    // The default tenant comes first and hosts the inbox link.
    expect(text.indexOf('demo.localhost')).toBeLessThan(text.indexOf('acme.localhost'));
    expect(text).toContain('Sandbox inbox (SMS codes and e-mails): http://demo.localhost:8080/api/sandbox');
  });

  it('has no inbox line outside sandbox mode', () => {
    expect(
      startupBanner({
        port: 80,
        apiBase: '/api',
        sandbox: false,
        defaultTenant: 'demo',
        tenants: [{ identifier: 'demo', name: 'Demo' }],
      }),
    ).not.toContain('Sandbox');
  });
});
