/**
 * A signed-in browser session as the shell keeps it in sessionStorage (spec §3: client,
 * realtor, login_user; plus the bearer token). Used where a test or the benchmark needs the
 * signed-in shell without walking through registration first.
 */
export const DEMO_CLIENT = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'dana.demo@example.com',
  mobilePhone: '+15550100001',
};

/** A script for context.addInitScript: runs before the page's own scripts. */
export function signedInSessionScript(client = DEMO_CLIENT, token = 'bench-session-token') {
  return `sessionStorage.setItem('token', ${JSON.stringify(JSON.stringify(token))});
sessionStorage.setItem('client', ${JSON.stringify(JSON.stringify(client))});`;
}
