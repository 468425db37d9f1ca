/**
 * Per-IP budgets (config AUTH_CODE_REQUESTS_PER_IP, AUTH_CODE_VERIFICATIONS_PER_IP,
 * AUTH_PASSKEY_CHALLENGES_PER_IP), on top of the per-phone limits of phone-code-service.ts.
 */
export interface AuthRateLimits {
  /** Registrations, logins and resends (each may send an SMS) per IP address per window. */
  codeRequestsPerIp: number;
  /** Code verifications per IP address per window. */
  codeVerificationsPerIp: number;
  /**
   * Passkey sign-in challenges and answers per IP address per window. Apart from, and far above,
   * the code budgets: /login asks for a challenge on every view where the browser offers passkey
   * autofill, and a challenge proves nothing that could be guessed (ADR 0097).
   */
  passkeyChallengesPerIp: number;
}

export const IP_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
