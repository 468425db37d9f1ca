import { SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/page';
import { firstRenderSession, renderMode } from './render-mode';

function root(html: string, renderedAs: string | null): HTMLElement {
  const element = document.createElement('div');
  element.id = 'root';
  if (renderedAs !== null) element.setAttribute(SERVER_RENDERED_ATTRIBUTE, renderedAs);
  element.innerHTML = html;
  return element;
}

describe('renderMode', () => {
  const serverHtml = '<div class="cp-portal shell"><main id="main"></main></div>';

  it("hydrates the server's visitor HTML for a visitor", () => {
    expect(renderMode(root(serverHtml, 'visitor'), 'visitor')).toBe('hydrate');
  });

  it("hydrates the server's signed-in HTML for a signed-in client", () => {
    expect(renderMode(root(serverHtml, 'signed-in'), 'signed-in')).toBe('hydrate');
  });

  it("renders afresh when the server's HTML assumed another session", () => {
    expect(renderMode(root(serverHtml, 'visitor'), 'signed-in')).toBe('render');
    expect(renderMode(root(serverHtml, 'signed-in'), 'visitor')).toBe('render');
    expect(renderMode(root(serverHtml, 'signed-in'), 'incomplete')).toBe('render');
    expect(renderMode(root(serverHtml, 'visitor'), 'incomplete')).toBe('render');
  });

  it('renders afresh when the server left the root empty (pnpm dev, no server bundle)', () => {
    expect(renderMode(root('', null), 'visitor')).toBe('render');
    expect(renderMode(root('', 'visitor'), 'visitor')).toBe('render');
    expect(renderMode(root('', 'signed-in'), 'signed-in')).toBe('render');
  });

  it('renders afresh over HTML the server did not mark as its own rendering', () => {
    expect(renderMode(root(serverHtml, null), 'visitor')).toBe('render');
    expect(renderMode(root(serverHtml, 'someone-else'), 'visitor')).toBe('render');
  });
});

describe('firstRenderSession', () => {
  it('tells a visitor, a signed-in client and a token without its client apart', () => {
    expect(firstRenderSession({ token: null, client: null })).toBe('visitor');
    expect(firstRenderSession({ token: 't', client: { id: 'c1' } })).toBe('signed-in');
    expect(firstRenderSession({ token: 't', client: null })).toBe('incomplete');
  });
});
