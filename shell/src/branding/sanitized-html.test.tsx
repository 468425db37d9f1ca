import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createPortalStore } from '@portal/shared';
import { SanitizedHtml } from './sanitized-html';

/** The page's store: a server-rendered page's check waits for its API to be quiet (when-api-quiet.ts). */
const inStore = (element: ReactNode) => <Provider store={createPortalStore().store}>{element}</Provider>;
/** The API's quiet time, then the idle fallback of a browser without requestIdleCallback (jsdom). */
const CHECKED_WITHIN = { timeout: 3000 };

const HOSTILE = '<p>Title Co</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('SanitizedHtml', () => {
  it('writes tenant HTML only as the sanitizer returns it', async () => {
    const { container } = render(inStore(<SanitizedHtml as="header" className="banner" html={HOSTILE} />));
    const header = container.querySelector('header.banner')!;
    await waitFor(() => expect(header.innerHTML).toBe('<p>Title Co</p><img src="x">'));
  });

  it("keeps the server's HTML through hydration, then replaces what the sanitizer would not have written", async () => {
    const container = document.createElement('div');
    // As if the server had sent unsanitized HTML (a compromised API): the browser still cleans it.
    container.innerHTML = `<footer class="foot">${HOSTILE}</footer>`;
    document.body.appendChild(container);
    const footer = container.querySelector('footer')!;
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, inStore(<SanitizedHtml as="footer" className="foot" html={HOSTILE} />));
    });
    // Hydrated in place: the same element, no hydration error.
    expect(container.querySelector('footer')).toBe(footer);
    await waitFor(() => expect(footer.innerHTML).toBe('<p>Title Co</p><img src="x">'), CHECKED_WITHIN);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('leaves clean server HTML untouched (no repaint of the same markup)', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<header class="banner"><p>Title Co</p></header>';
    const paragraph = container.querySelector('p')!;
    await act(async () => {
      hydrateRoot(container, inStore(<SanitizedHtml as="header" className="banner" html="<p>Title Co</p>" />));
    });
    await waitFor(() => expect(container.querySelector('header')!.innerHTML).toBe('<p>Title Co</p>'), CHECKED_WITHIN);
    expect(container.querySelector('p')).toBe(paragraph);
  });
});
