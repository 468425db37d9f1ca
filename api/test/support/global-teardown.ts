import { rm } from 'node:fs/promises';
import { dropThrowawayPostgres, ENV } from './test-databases';

export default async function globalTeardown() {
  const dumpPath = process.env[ENV.pgliteDump];
  if (dumpPath) await rm(dumpPath, { force: true });
  const postgresUrl = process.env[ENV.postgresUrl];
  if (postgresUrl) await dropThrowawayPostgres(postgresUrl);
}
