import { onFirstUse } from '../platform/first-use';

/**
 * undici, the webhook deliveries' HTTP client: required at the first delivery, not at start-up
 * (about 30 ms of it, docs/adr/0054).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (above)
export const undici = onFirstUse(() => require('undici') as typeof import('undici'));
