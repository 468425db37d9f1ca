import type { SessionState } from '@portal/shared';
import { SERVER_RENDERED_ATTRIBUTE, type ServerRenderedAs } from '@portal/shared/page';

/**
 * The session as the shell's first render sees it. A token without its client is neither: the
 * session guard skips its queries for it and ends the session, so its first render is no
 * server's rendering.
 */
export type FirstRenderSession = ServerRenderedAs | 'incomplete';

export function firstRenderSession({ token, client }: Pick<SessionState, 'token' | 'client'>): FirstRenderSession {
  if (token === null) return 'visitor';
  return client ? 'signed-in' : 'incomplete';
}

/**
 * Hydrate or render afresh (docs/boot.md). The server cannot read the session (it lives in
 * sessionStorage), so it renders a page for one kind of session and says which on the root:
 * 'visitor' (no session) or 'signed-in' (any signed-in client: the frame with its menu, and
 * the session check's spinner). The shell keeps and hydrates that HTML only when it holds HTML
 * and the browser's session is of that kind. A signed-in client on a visitor page, a visitor on
 * a signed-in page (the guard sends each on) and every page the server left empty (pnpm dev,
 * no server bundle) are rendered afresh.
 */
export function renderMode(container: Element, session: FirstRenderSession): 'hydrate' | 'render' {
  const renderedAs = container.getAttribute(SERVER_RENDERED_ATTRIBUTE) as ServerRenderedAs | null;
  if (renderedAs === null || container.firstElementChild === null) return 'render';
  return renderedAs === session ? 'hydrate' : 'render';
}
