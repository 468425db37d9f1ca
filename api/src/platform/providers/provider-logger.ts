import type { Logger } from 'pino';

/** The part of the app's pino logger adapters use: ids and statuses only, never bodies. */
export type ProviderLogger = Pick<Logger, 'info' | 'warn' | 'error'>;
