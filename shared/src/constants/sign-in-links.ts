// The query parameters that carry where a visitor was going through /create-account and /login
// (docs/requirements.md, portal decisions): the API writes the request link's, the shell and
// the onboarding screens read both.

/** A transfer request's signed reference (request-reference.ts). */
export const REQUEST_LINK_PARAM = 'request';
/** The same-origin path a visitor opened before signing in (safeReturnPath). */
export const RETURN_PATH_PARAM = 'next';
