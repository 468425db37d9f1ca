import { prepareTestDatabases, type PreparedDatabases } from './prepared-databases';
import { ENV } from './test-databases';

declare global {
  /** What this jest run's global setup prepared, for its global teardown to remove. */
  var preparedByGlobalSetup: PreparedDatabases | undefined;
}

/**
 * `pnpm test:api` (run-suites.ts) prepares the databases once for all its jest runs; jest run
 * alone (one file, an editor) prepares its own here, one PostgreSQL copy per worker it may start.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  if (process.env[ENV.prepared]) return;
  const prepared = await prepareTestDatabases({ workers: globalConfig.maxWorkers });
  Object.assign(process.env, prepared);
  globalThis.preparedByGlobalSetup = prepared;
}
