// The server proper, loaded by main.ts after the database has begun to start.
import type { AppConfig } from '../platform/config/config';
import { buildApp } from './build-app';
import type { DatabaseHandle } from '../platform/database/database';
import { SEND_EMAIL_JOB, SEND_SMS_JOB, sendEmailJob, sendSmsJob, startWorker } from '../platform/jobs';
import { drain, MAX_EXTRA_DRAIN_MS } from '../platform/lifecycle/drain';
import type { Logger } from 'pino';
import { createTenantRepository } from '../tenants';
import { createTextOptOutRepository, textRecipients } from '../clients';
import { createDataCipher } from '../platform/security/data-cipher';
import { resolveSecrets } from '../platform/security/secrets';
import { startupBanner } from '../platform/web/startup-banner';

/**
 * After the drain, how long in-flight requests and jobs get before the jobs still running are
 * released to the queue; the process exits at the latest this much later again (a hung
 * connection or plugin must not keep a stopped server alive for ever).
 */
const FINISH_MS = 8_000;

/**
 * Everything after the database is opened: migrations, the demo seed, the app, the job worker
 * and graceful shutdown. main.ts loads this module only once the database has begun to start
 * (see there).
 */
export async function serve(config: AppConfig, logger: Logger, database: DatabaseHandle) {
  logger.info({ driver: database.driver }, 'applying database migrations');
  await database.migrate();
  // The demo seed is loaded by a sandbox only (seed/sandbox-demo.ts).
  const demo = config.mode === 'sandbox' ? await import('../seed/sandbox-demo') : null;
  if (demo) {
    const { dataKeys } = resolveSecrets({ settings: config.secrets, mode: config.mode, dataDir: config.dataDir });
    const seeding = await demo.seedOnStartIfWanted(config, database.db, { cipher: createDataCipher(dataKeys) });
    if (seeding === 'seeded') {
      logger.info({ testFixtures: config.seedTestFixtures }, 'empty embedded sandbox database: seeded the demo data');
    }
  }

  const app = buildApp(config, { database, logger, sandboxData: { seededLinkAccounts: demo?.seededLinkAccounts } });
  if (demo) {
    // The seeded messages' PDFs (the seed itself has no providers); a no-op once they exist.
    const seededPdfs = await demo.ensureSeededNoticePdfs({
      db: database.db,
      pdf: app.providers.pdf,
      objectStore: app.providers.objectStore,
      apiBase: config.apiBase,
    });
    if (seededPdfs > 0) logger.info({ seededPdfs }, "rendered the seeded messages' notice PDFs");
  }
  await app.listen({ port: config.port, host: config.host });
  // Durable side effects (e-mails, SMS after commit) run from the job table, here in-process.
  const worker = startWorker({
    db: database.db,
    listen: database.listen,
    logger,
    pollMs: 1000,
    leaseMs: config.cluster.jobLeaseMs,
    retention: { afterMs: config.cluster.jobRetentionDays * 86_400_000 },
    handlers: {
      [SEND_EMAIL_JOB]: sendEmailJob(app.providers.email, app.providers.objectStore),
      // Each text's outcome tells whether its number replied STOP (kept for /account).
      [SEND_SMS_JOB]: sendSmsJob(app.providers.sms, textRecipients(createTextOptOutRepository(database.db))),
      // Transfer reconciliation and notices (transfers/, notices/).
      ...app.moneyMovement.jobHandlers,
      // Tenant webhook deliveries (tenant-api/).
      ...app.tenantApi.jobHandlers,
      ...app.risk.jobHandlers,
    },
  });
  if (config.web.root) {
    const tenants = await createTenantRepository(database.db).findMany({ limit: 20, offset: 0 });
    console.log(
      startupBanner({
        port: config.port,
        apiBase: config.apiBase,
        sandbox: config.mode === 'sandbox',
        defaultTenant: config.defaultTenant,
        tenants,
      }),
    );
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info(
    `Closing Portal API ready at http://${shownHost}:${config.port} (GraphQL: ${config.apiBase}/graphql, mode: ${config.mode})`,
  );

  /**
   * Graceful shutdown (docs/adr/0037): fail /readyz at once and stop claiming jobs; after the
   * drain (the balancer has seen /readyz fail and sends nothing new) stop listening, end the
   * live-status streams (their browsers reconnect through the balancer to another replica) and
   * finish the requests in flight; jobs still running after FINISH_MS go back to the queue.
   */
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const { shutdownDrainMs } = config.cluster;
    logger.info({ signal, drainMs: shutdownDrainMs }, 'shutting down: draining');
    setTimeout(
      () => {
        logger.error('graceful shutdown timed out; exiting');
        process.exit(1);
      },
      shutdownDrainMs + MAX_EXTRA_DRAIN_MS + 2 * FINISH_MS,
    ).unref();
    try {
      const jobsStopped = worker.stop({ releaseAfterMs: shutdownDrainMs + FINISH_MS });
      await drain(app.lifecycle, shutdownDrainMs);
      await Promise.all([app.close(), jobsStopped]);
      await database.close();
      logger.info('shut down');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
