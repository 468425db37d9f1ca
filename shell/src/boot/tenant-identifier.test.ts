import { tenantIdentifierFromHost } from './tenant-identifier';

describe('tenantIdentifierFromHost', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['acme.portal.example.com', 'acme'],
    ['ACME.Portal.Example', 'acme'],
    ['localhost', 'fallback'],
    ['127.0.0.1', 'fallback'],
    ['[::1]', 'fallback'],
    ['::1', 'fallback'],
  ])('%s → %s', (host, expected) => {
    expect(tenantIdentifierFromHost(host, 'fallback')).toBe(expected);
  });
});
