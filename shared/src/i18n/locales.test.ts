import { negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['es-US', 'es'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,es;q=0.5,en;q=0.4', 'es'],
    ['en;q=0.2,es;q=0.8', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header, 'en')).toBe(expected);
  });

  it('falls back when the header names none of ours, is empty, or is malformed', () => {
    expect(negotiateLocale('fr-FR,de;q=0.8', 'es')).toBe('es');
    expect(negotiateLocale('', 'en')).toBe('en');
    expect(negotiateLocale(undefined, 'es')).toBe('es');
    expect(negotiateLocale('!!,es;q=x', 'en')).toBe('en');
    expect(negotiateLocale('es;q=0', 'en')).toBe('en');
  });
});
