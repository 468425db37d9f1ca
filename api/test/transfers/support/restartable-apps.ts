/**
 * Tests of what survives a server: one seeded database and one sandbox ledger per describe, on
 * which any number of apps are started (a second app on the same pair is a restarted server),
 * all closed in afterAll. And the sandbox with some of its methods failing, the rest as they are.
 */
import type { DatabaseDriver, DatabaseHandle } from '../../../src/platform/database/database';
import { ProviderError, type PaymentsProvider } from '../../../src/platform/providers';
import type { SandboxPaymentsProvider } from '../../../src/platform/providers/payments/sandbox/sandbox-payments-provider';
import { openSeededDatabase } from '../../support/test-databases';
import { newSandboxState, startInstance, type AppInstance, type SandboxState } from './transfer-kit';

export interface RestartableApps {
  database: DatabaseHandle;
  state: SandboxState;
  /** A new app on the describe's database and ledger. */
  instance(options?: Parameters<typeof startInstance>[2]): Promise<AppInstance>;
}

/** Set up in beforeAll, closed in afterAll; read the fields inside tests. */
export function useRestartableApps(driver: DatabaseDriver): RestartableApps {
  const instances: AppInstance[] = [];
  const apps = {
    async instance(options: Parameters<typeof startInstance>[2] = {}) {
      const started = await startInstance(apps.database, apps.state, options);
      instances.push(started);
      return started;
    },
  } as RestartableApps;
  beforeAll(async () => {
    apps.database = await openSeededDatabase(driver);
    apps.state = newSandboxState();
  });
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await apps.database?.close();
  });
  return apps;
}

/** The sandbox, with some methods replaced (a crash, an outage) and the rest as they are. */
export function withOverrides(
  sandbox: SandboxPaymentsProvider,
  overrides: Partial<PaymentsProvider>,
): PaymentsProvider {
  return new Proxy(sandbox, {
    get(target, property, receiver) {
      const override = overrides[property as keyof PaymentsProvider];
      if (override) return override;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A provider call that fails as an unreachable provider does: retryable, outcome unknown. */
export const outage = () => Promise.reject(new ProviderError('sandbox-payments', 'NETWORK', 'connection reset', true));
