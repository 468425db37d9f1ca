import { ROUTES } from './route-paths';

// Agent landing pages live under /partner and repeat the create-account flow. The requirements
// make the agent's landingPageURI the last path segment, so it stays last on every
// step: /partner/{key} is the sign-up page, /partner/create-account/step-2/{key} is step 2.

const PREFIX = `${ROUTES.partner}/`;

export function isPartnerPath(pathname: string): boolean {
  return pathname.startsWith(PREFIX);
}

/** The partner variant of a create-account route for the agent `landingPageKey`. */
export function partnerPath(route: string, landingPageKey: string): string {
  const key = encodeURIComponent(landingPageKey);
  return route === ROUTES.createAccount ? `${PREFIX}${key}` : `${ROUTES.partner}${route}/${key}`;
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The agent's landingPageURI in a partner path, or null outside /partner. */
export function partnerKeyFromPath(pathname: string): string | null {
  if (!isPartnerPath(pathname)) return null;
  const key = segments(pathname).at(-1);
  return key && key !== 'partner' ? decodeURIComponent(key) : null;
}

/** The plain route a partner path stands for: '/partner/create-account/step-2/jane' → '/create-account/step-2'. */
export function routeFromPartnerPath(pathname: string): string | null {
  if (partnerKeyFromPath(pathname) === null) return null;
  const inner = segments(pathname).slice(1, -1);
  return inner.length ? `/${inner.join('/')}` : ROUTES.createAccount;
}
