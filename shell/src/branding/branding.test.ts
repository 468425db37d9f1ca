import type { Branding } from '../tenant/tenant-types';
import { applyBranding } from './apply-branding';
import { brandingVariables, buttonTextColor, scopeCustomCss } from '@portal/shared/page';
import { TENANT_HTML_FORBIDDEN_TAGS } from '@portal/shared/constants';
import { loadSanitizer, type Sanitize } from './sanitizer';

const branding = (overrides: Partial<Branding>): Branding =>
  ({ id: 'b1', default: false, active: true, ...overrides }) as Branding;

describe('brandingVariables', () => {
  it('defaults the font to Poppins', () => {
    expect(brandingVariables(null)['--cp-font-family']).toBe("'Poppins', sans-serif");
  });

  it('maps branding colours to custom properties and skips empty ones', () => {
    const vars = brandingVariables(branding({ buttonColor: '#123456', linkColor: '', fontFamily: 'Georgia' }));
    expect(vars['--cp-button-color']).toBe('#123456');
    expect(vars).not.toHaveProperty('--cp-link-color');
    expect(vars['--cp-font-family']).toBe("'Georgia', sans-serif");
  });

  it('refuses values that would break out of the declaration', () => {
    const vars = brandingVariables(
      branding({ accentColor: 'red; } body { display:none', fontColor: 'url(https://evil.example/x)' }),
    );
    expect(vars).not.toHaveProperty('--cp-accent-color');
    expect(vars).not.toHaveProperty('--cp-font-color');
  });
});

describe('brandingVariables checks each value by its type', () => {
  it('leaves out a font size past its bounds and a value with an unbalanced var(', () => {
    const vars = brandingVariables(
      branding({ fontSize: '99999px', fontColor: 'var(--x', buttonColor: 'rgb(1, 2, 3)', fontWeight: '1000' }),
    );
    expect(vars).not.toHaveProperty('--cp-font-size');
    expect(vars).not.toHaveProperty('--cp-font-color');
    expect(vars).not.toHaveProperty('--cp-font-weight');
    expect(vars['--cp-button-color']).toBe('rgb(1, 2, 3)');
  });

  it.each(['10px', '16px', '32px', '1rem', '0.625em'])('keeps the font size %s', (fontSize) => {
    expect(brandingVariables(branding({ fontSize }))['--cp-font-size']).toBe(fontSize);
  });

  it.each(['9px', '33px', '3rem', '16', '1e9px', 'calc(100vh)'])('leaves out the font size %s', (fontSize) => {
    expect(brandingVariables(branding({ fontSize }))).not.toHaveProperty('--cp-font-size');
  });
});

describe('buttonTextColor', () => {
  it('keeps white where it reads and switches to black where it would not (WCAG AA)', () => {
    expect(buttonTextColor('#7A1F2B')).toBe('#ffffff'); // acme maroon
    expect(buttonTextColor('#2563EB')).toBe('#ffffff'); // default blue, 5.2:1
    expect(buttonTextColor('#0F8B8D')).toBe('#000000'); // demo teal: white 4.1:1, black 5.1:1
    expect(buttonTextColor('#fc0')).toBe('#000000');
    expect(buttonTextColor('rebeccapurple')).toBeNull();
    expect(buttonTextColor(null)).toBeNull();
  });

  it('is set with the button colour', () => {
    expect(brandingVariables(branding({ buttonColor: '#0F8B8D' }))['--cp-button-text-color']).toBe('#000000');
    expect(brandingVariables(null)).not.toHaveProperty('--cp-button-text-color');
  });
});

describe('scopeCustomCss', () => {
  it('nests the tenant rules under the portal root', () => {
    expect(scopeCustomCss('h1 { color: red }', '.cp-portal')).toBe('.cp-portal {\nh1 { color: red }\n}');
  });

  it('drops a stylesheet that tries to close the scope', () => {
    expect(scopeCustomCss('} body { display: none } .x {', '.cp-portal')).toBe('');
    expect(scopeCustomCss('h1 { color: red }}', '.cp-portal')).toBe('');
    expect(scopeCustomCss('</style><script>alert(1)</script>', '.cp-portal')).toBe('');
  });
});

let sanitizeTenantHtml: Sanitize;
beforeAll(async () => {
  sanitizeTenantHtml = await loadSanitizer();
});

describe('sanitizeTenantHtml', () => {
  it('removes scripts, event handlers and style', () => {
    const clean = sanitizeTenantHtml(
      '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)"><style>*{}</style>',
    );
    expect(clean).toBe('<p>Hi</p><img src="x">');
  });
});

describe("sanitizeTenantHtml, with the API's own policy", () => {
  it("removes form controls a header could use to imitate the portal's fields", () => {
    const clean = sanitizeTenantHtml(
      '<form action="/x"><label>SSN <input name="ssn"></label><textarea></textarea><select><option>1</option></select><button>Go</button></form><p>Title Co</p>',
    );
    expect(clean).not.toMatch(/<(form|input|textarea|select|option|button)\b/i);
    expect(clean).toContain('<p>Title Co</p>');
  });

  it('is the policy the API sanitizes with', () => {
    for (const tag of TENANT_HTML_FORBIDDEN_TAGS)
      expect(sanitizeTenantHtml(`<${tag}>x</${tag}>`)).not.toContain(`<${tag}`);
  });
});

describe('applyBranding', () => {
  it('sets the favicon, the custom properties and the custom CSS', () => {
    document.head.innerHTML = '<link rel="icon" id="tenant-favicon" href="data:,">';
    applyBranding(
      document,
      branding({ faviconImgURL: '/favicon-acme.png', buttonColor: '#800000', customCSS: 'p { margin: 0 }' }),
    );
    expect(document.getElementById('tenant-favicon')).toHaveAttribute('href', '/favicon-acme.png');
    expect(document.documentElement.style.getPropertyValue('--cp-button-color')).toBe('#800000');
    expect(document.getElementById('tenant-custom-css')?.textContent).toContain('.cp-portal {');
  });

  it("writes nothing when the server's page carries the branding already (no restyle of the document)", () => {
    document.head.innerHTML =
      '<title>Demo</title><link rel="icon" id="tenant-favicon" href="/favicon-demo.png">' +
      '<style id="tenant-custom-css">.cp-portal {\np { margin: 0 }\n}</style>';
    document.documentElement.removeAttribute('style');
    const demo = branding({ faviconImgURL: '/favicon-demo.png', buttonColor: '#0F8B8D', customCSS: 'p { margin: 0 }' });
    // The server's <style id="tenant-branding"> gives the root these values (jsdom does not cascade them).
    const computed = brandingVariables(demo);
    const getComputedStyle = jest
      .spyOn(window, 'getComputedStyle')
      .mockReturnValue({ getPropertyValue: (name: string) => computed[name] ?? '' } as CSSStyleDeclaration);
    const mutations = new MutationObserver(() => undefined);
    mutations.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    applyBranding(document, demo);
    expect(mutations.takeRecords()).toEqual([]);
    expect(document.documentElement.getAttribute('style')).toBeNull();
    getComputedStyle.mockRestore();
  });
});
