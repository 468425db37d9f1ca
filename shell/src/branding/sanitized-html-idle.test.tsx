import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createPortalStore, sessionApi } from '@portal/shared';
import { json, stubApi } from '@portal/shared/testing';
import { QUIET_MS } from '../boot/when-api-quiet';
import { SanitizedHtml } from './sanitized-html';

// A file of its own: the sanitizer module must not have loaded DOMPurify in an earlier test.
const HOSTILE = '<p>Title Co</p><img src="x" onerror="alert(1)">';
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('SanitizedHtml on a server-rendered page', () => {
  const idle: Array<() => void> = [];

  beforeEach(() => {
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    window.cancelIdleCallback = jest.fn();
  });

  it("checks the server's HTML once the screen's data is in and the browser is idle, not before", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ Client: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
    // The session check of a signed-in page, still waiting for the API.
    const check = store.dispatch(sessionApi.endpoints.getSessionClient.initiate('client-1'));
    const container = document.createElement('div');
    container.innerHTML = `<footer class="foot">${HOSTILE}</footer>`;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <SanitizedHtml as="footer" className="foot" html={HOSTILE} />
        </Provider>,
      );
    });

    await pause(QUIET_MS * 2);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    answer(json({ data: { Client: null } }));
    await act(() => check);
    await pause(QUIET_MS + 100);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(container.querySelector('footer')!.innerHTML).toBe(HOSTILE);

    await act(async () => idle.splice(0).forEach((run) => run()));
    await waitFor(() => expect(container.querySelector('footer')!.innerHTML).toBe('<p>Title Co</p><img src="x">'));
    check.unsubscribe();
  });
});
