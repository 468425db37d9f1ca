import { headerLanguage } from './request-language';

describe('headerLanguage', () => {
  it('settles on en or es when the header names one of them, whatever the fallback would be', () => {
    expect(headerLanguage('es')).toBe('es');
    expect(headerLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(headerLanguage('en-US')).toBe('en');
    expect(headerLanguage('fr-FR,en;q=0.3')).toBe('en');
  });

  it('leaves the choice to the client or the tenant when the header names neither', () => {
    expect(headerLanguage(undefined)).toBeNull();
    expect(headerLanguage('')).toBeNull();
    expect(headerLanguage('fr-FR,de;q=0.8')).toBeNull();
    expect(headerLanguage('es;q=0')).toBeNull();
  });
});
