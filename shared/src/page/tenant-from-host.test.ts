/** @jest-environment node */
import { tenantFromHost } from './tenant-from-host';

describe('tenantFromHost', () => {
  // Host header or location.hostname → tenant; 'fallback' is the deployment's default tenant.
  it.each([
    // The first label of a host name, whatever the case, port or trailing dot.
    ['demo.localhost:8080', 'demo'],
    ['demo.localhost', 'demo'],
    ['acme.portal.example.com', 'acme'],
    ['demo.portal.example', 'demo'],
    ['demo.portal.example.', 'demo'],
    ['DEMO.Portal.Example', 'demo'],
    ['ACME.Portal.Example.com:443', 'acme'],
    ['summit.portal.example.com.', 'summit'],
    ['a.b.c', 'a'],
    ['a.b.c:80', 'a'],
    [' demo.localhost:8080 ', 'demo'],
    ['demo-2.portal.example', 'demo-2'],
    ['7seas.portal.example', '7seas'],
    // A single label is a machine's name, not a tenant: localhost as much as demo.
    ['localhost', 'fallback'],
    ['localhost:8080', 'fallback'],
    ['LOCALHOST:8080', 'fallback'],
    ['localhost.', 'fallback'],
    ['demo', 'fallback'],
    ['demo:8080', 'fallback'],
    ['demo.', 'fallback'],
    ['api:4000', 'fallback'],
    // IPv4 addresses, and what the URL standard reads as one (a last label that is a number).
    ['127.0.0.1', 'fallback'],
    ['127.0.0.1:8080', 'fallback'],
    ['10.1.2.3:80', 'fallback'],
    ['127.1', 'fallback'],
    ['999.1.1.1', 'fallback'],
    ['demo.0x7f', 'fallback'],
    // IPv6 addresses, bracketed (a Host header, location.hostname) or bare.
    ['[::1]:8080', 'fallback'],
    ['[::1]', 'fallback'],
    ['::1', 'fallback'],
    ['[2001:db8::1]:443', 'fallback'],
    ['2001:db8::1', 'fallback'],
    ['[::ffff:127.0.0.1]', 'fallback'],
    ['[fe80::1%25eth0]:8080', 'fallback'],
    // No host, or no first label.
    ['', 'fallback'],
    ['   ', 'fallback'],
    [':8080', 'fallback'],
    ['.', 'fallback'],
    ['.demo.localhost', 'fallback'],
    [undefined, 'fallback'],
    [null, 'fallback'],
  ])('%p → %p', (host, expected) => {
    expect(tenantFromHost(host, 'fallback')).toBe(expected);
  });

  it('answers the default as configured, even none', () => {
    expect(tenantFromHost('localhost:8080', '')).toBe('');
    expect(tenantFromHost('demo.localhost:8080', '')).toBe('demo');
  });
});
