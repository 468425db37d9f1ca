import { createHash } from 'node:crypto';
import { pageLoaderFrom, pageScriptsHtml } from './page-loader';

describe('the page loader as the server writes it', () => {
  it('is allowed by the SHA-256 of its exact text', () => {
    const loader = pageLoaderFrom('(()=>{start(1<2)})();\n');
    expect(loader.script).toBe('(()=>{start(1<2)})();');
    expect(loader.hash).toBe(`'sha256-${createHash('sha256').update(loader.script).digest('base64')}'`);
  });

  it.each(['x="</script>"', 'x="</SCRIPT "', 'x="<!--"'])('refuses a text that would break its element: %s', (text) => {
    expect(() => pageLoaderFrom(text)).toThrow(/page loader/);
  });

  it('lists the scripts as JSON in which tenant-free text still cannot close the element', () => {
    const html = pageScriptsHtml(
      { entry: '/main.1a2b3c4d.js', preloads: [{ href: '/x</script>.js', as: 'script' }] },
      pageLoaderFrom('run()'),
    );
    expect(html).toBe(
      '<script type="application/json" id="portal-after-paint">' +
        '{"entry":"/main.1a2b3c4d.js","preloads":[{"href":"/x\\u003c/script>.js","as":"script"}]}</script>\n' +
        '<script>run()</script>',
    );
  });
});
