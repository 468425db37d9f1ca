/**
 * The product as `pnpm start` runs it on PostgreSQL (info-level request logs to stdout, which
 * the bench discards), in its own process so its CPU profile is its own. Env: DATABASE_URL,
 * PORT, DATA_DIR. Exits cleanly on SIGTERM so `--cpu-prof` writes the profile.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

async function main() {
  const config = loadConfig({ ...process.env, HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  const app = buildApp(config);
  await app.listen({ host: '127.0.0.1', port: config.port });
  process.send?.('ready');
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

void main();
