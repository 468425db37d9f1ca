/**
 * The product as `pnpm start` runs it on PostgreSQL (info-level request logs to stdout, which
 * the bench discards), in its own process so its CPU profile is its own. Env: DATABASE_URL,
 * PORT, DATA_DIR, PROFILE (where to write the CPU profile). The profile starts once the server
 * listens, so start-up (module loading, compiling TypeScript) is not counted as request work;
 * it is written on SIGTERM.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

async function main() {
  const config = loadConfig({ ...process.env, HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  const app = buildApp(config);
  await app.listen({ host: '127.0.0.1', port: config.port });
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
  process.send?.('ready');
  process.on('SIGTERM', () => {
    void (async () => {
      const { profile } = await profiler.post('Profiler.stop');
      if (process.env.PROFILE) writeFileSync(process.env.PROFILE, JSON.stringify(profile));
      await app.close();
      process.exit(0);
    })();
  });
}

void main();
