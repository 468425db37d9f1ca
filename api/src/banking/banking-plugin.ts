/**
 * Bank linking in the API: wires the banking repository, the payments customer, the link and
 * accounts services to the /account routes, and (sandbox mode only) the sandbox Link routes.
 * Registered by app.ts under the API base.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/database';
import { refuseUnstorableText } from '../platform/http/text-guard';
import { createAccountsService } from './accounts-service';
import { createBankingRepository } from './banking-repository';
import { bankingRoutes } from './banking-routes';
import { createLinkService } from './link-service';
import { createPaymentsCustomers } from './payments-customer';
import { sandboxLinkRoutes } from './sandbox-link-routes';

export interface BankingPluginOptions {
  db: Database;
  mode: 'sandbox' | 'production';
  clock: Clock;
}

export async function bankingPlugin(app: FastifyInstance, { db, mode, clock }: BankingPluginOptions) {
  const { providers, dataCipher: cipher } = app;
  const repository = createBankingRepository(db);
  const customers = createPaymentsCustomers({
    repository,
    payments: providers.payments,
    sensitiveData: app.sensitiveData,
  });
  const now = () => clock();
  const link = createLinkService({
    repository,
    bankLinking: providers.bankLinking,
    provider: providers.sandboxBankLinking ? 'sandbox' : 'plaid',
    customers,
    cipher,
    now,
  });
  const accounts = createAccountsService({
    repository,
    bankLinking: providers.bankLinking,
    payments: providers.payments,
    customers,
    objectStore: providers.objectStore,
    cipher,
    now,
  });

  app.addHook('preValidation', refuseUnstorableText);
  await app.register(bankingRoutes, { link, accounts });
  // The sandbox Link exists only in sandbox mode, whatever providers are wired in.
  if (mode === 'sandbox' && providers.sandboxBankLinking) {
    await app.register(sandboxLinkRoutes, { mode, sandbox: providers.sandboxBankLinking, repository });
  }
}
