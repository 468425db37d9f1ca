/**
 * When the demo data (tenants, clients, escrow accounts, balances) may be written. Demo data
 * in a production database would be real-looking tenants and accounts anyone could sign in to,
 * so it is only ever written when asked for: `pnpm seed`, or `pnpm start` in sandbox mode on
 * an empty embedded database (the offline trial). Production refuses it outright.
 */
import type { AppConfig } from '../platform/config/config';
import { type Database, isDatabaseEmpty } from '../platform/database/database';
import { seed, type SeedOptions } from './seed';

export const DEMO_SEED_REFUSED = 'Refusing to write the demo data in production mode';

export class DemoSeedRefusedError extends Error {
  constructor() {
    super(DEMO_SEED_REFUSED);
    this.name = 'DemoSeedRefusedError';
  }
}

type SeedConfig = Pick<AppConfig, 'mode' | 'databaseUrl' | 'seedTestFixtures'>;

/** `pnpm seed` and anything else that writes the demo data on request. */
export function assertDemoSeedAllowed(config: Pick<AppConfig, 'mode'>): void {
  if (config.mode === 'production') throw new DemoSeedRefusedError();
}

/**
 * At start-up: seeds only a sandbox on the embedded database that has no tenant yet. A
 * sandbox on PostgreSQL (DATABASE_URL) is someone's own database: it gets `pnpm seed` when
 * they ask for it. Returns what was done, for the start-up log.
 */
export async function seedOnStartIfWanted(
  config: SeedConfig,
  db: Database,
  options: Pick<SeedOptions, 'cipher'> = {},
): Promise<'seeded' | 'not-empty' | 'not-wanted'> {
  if (config.mode !== 'sandbox' || config.databaseUrl !== null) return 'not-wanted';
  if (!(await isDatabaseEmpty(db))) return 'not-empty';
  await seed(db, { testFixtures: config.seedTestFixtures, cipher: options.cipher });
  return 'seeded';
}
