import { assertStorableBranding, BrandingValueError } from './storable-branding';

describe('assertStorableBranding', () => {
  it('refuses each value that breaks its rule, naming the field and the rule', () => {
    const write = () =>
      assertStorableBranding({
        id: 'b-1',
        fontSize: '99999px',
        fontColor: 'var(--x',
        logoURL: 'javascript:alert(1)',
        registerButtonText: 'x'.repeat(41),
      });
    expect(write).toThrow(BrandingValueError);
    expect(write).toThrow(
      'Branding b-1 refused: fontSize: Font size must be 10–32 px (or 0.625–2 rem/em); ' +
        'fontColor: Colours are #hex, rgb(), hsl() or a colour name; ' +
        'logoURL: Images load over https from the tenant asset host, or are data:image URLs; ' +
        'registerButtonText: At most 40 characters',
    );
  });

  it('takes https images from the asset hosts only', () => {
    expect(() =>
      assertStorableBranding({ logoURL: 'https://assets.example.com/a.png' }, ['https://assets.example.com']),
    ).not.toThrow();
    expect(() => assertStorableBranding({ logoURL: 'https://elsewhere.example/a.png' })).toThrow(BrandingValueError);
  });
});
