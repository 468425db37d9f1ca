/**
 * The product as `pnpm start` runs it on PostgreSQL (info-level request logs to stdout, which
 * the bench discards), in its own process so its CPU profile is its own. Env: DATABASE_URL,
 * PORT, DATA_DIR, PROFILE (where to write a CPU profile; without it the server is not profiled).
 * The profile starts once the server listens, so start-up (module loading, compiling
 * TypeScript) is not counted as request work; it is written on SIGTERM. A profiled server is
 * never the one measured: V8's sampling profiler interrupts every thread about once a
 * millisecond, a cost the raw server beside it does not pay.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/platform/config/config';

async function main() {
  const config = loadConfig({ ...process.env, HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  const app = buildApp(config);
  await app.listen({ host: '127.0.0.1', port: config.port });
  const profileFile = process.env.PROFILE;
  const profiler = profileFile ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  process.send?.('ready');
  process.on('SIGTERM', () => {
    void (async () => {
      if (profiler && profileFile) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(profileFile, JSON.stringify(profile));
      }
      await app.close();
      process.exit(0);
    })();
  });
}

void main();
