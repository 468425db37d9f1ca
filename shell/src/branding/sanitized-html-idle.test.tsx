import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { SanitizedHtml } from './sanitized-html';

// A file of its own: the sanitizer module must not have loaded DOMPurify in an earlier test.
const HOSTILE = '<p>Title Co</p><img src="x" onerror="alert(1)">';

describe('SanitizedHtml on a server-rendered page', () => {
  const idle: Array<() => void> = [];

  beforeEach(() => {
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    window.cancelIdleCallback = jest.fn();
  });

  it("checks the server's HTML with the sanitizer at the browser's first idle moment, not during the first render", async () => {
    const container = document.createElement('div');
    container.innerHTML = `<footer class="foot">${HOSTILE}</footer>`;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <SanitizedHtml as="footer" className="foot" html={HOSTILE} />);
    });
    // Hydrated, effects run, and a turn of the event loop later the sanitizer is still not asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(container.querySelector('footer')!.innerHTML).toBe(HOSTILE);

    await act(async () => idle.splice(0).forEach((run) => run()));
    await waitFor(() => expect(container.querySelector('footer')!.innerHTML).toBe('<p>Title Co</p><img src="x">'));
  });
});
