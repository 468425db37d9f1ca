import { resolveTenantIdentifier } from './resolve-tenant';

describe('resolveTenantIdentifier', () => {
  it.each([
    ['demo.localhost:8080', 'demo'],
    ['demo.localhost', 'demo'],
    ['acme.portal.example.com', 'acme'],
    ['ACME.Portal.Example.com:443', 'acme'],
    ['summit.portal.example.com.', 'summit'],
  ])('takes the first label of %s', (host, expected) => {
    expect(resolveTenantIdentifier(host, 'fallback')).toBe(expected);
  });

  it.each([
    ['localhost'],
    ['localhost:8080'],
    ['LOCALHOST:8080'],
    ['127.0.0.1'],
    ['127.0.0.1:8080'],
    ['10.1.2.3:80'],
    ['[::1]:8080'],
    ['[::1]'],
    ['::1'],
    ['[2001:db8::1]:443'],
    [''],
    [undefined],
  ])('uses the default tenant for %s', (host) => {
    expect(resolveTenantIdentifier(host, 'fallback')).toBe('fallback');
  });
});
