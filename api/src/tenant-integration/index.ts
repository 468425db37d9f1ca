// The tenant integration API (docs/tenant-api.md, ADR 0031-0033): keys, transfer requests and
// disbursements, outgoing signed webhooks.
import type { Database } from '../platform/database/database';
import type { JobDefinition } from '../platform/jobs';
import type { createDataCipher } from '../platform/security/data-cipher';
import type { RequestReferences } from '../platform/security/request-references';
import { createApiKeyRepository, type ApiKeyRepository } from './key-repository';
import type { TenantApiConfig } from '../platform/config/tenant-api-config';
import { createTenantTransfers, type TenantTransfers } from './tenant-transfers';
import { createTenantWebhooks, type TenantWebhooks } from './tenant-webhooks';
import { createLanguageSettings, type LanguageSettingsService } from './language-settings';
import { createPayoutSettings, type PayoutSettingsService } from './payout-settings';
import { createStepUpSettings, type StepUpSettingsService } from './step-up-settings';
import { createTenantRefunds, type TenantRefunds } from './tenant-refunds';
import { deliverTenantWebhookJob } from './webhook-delivery';
import { TENANT_WEBHOOK_JOB } from './webhook-events';
import type { AnnounceStatus, Refunds } from '../transfers';

export { OPENAPI_PATH, TENANT_API_PREFIX, tenantApiPlugin } from './tenant-api-plugin';
export { createApiKeyRepository } from './key-repository';
export { SANDBOX_KEYS_PATH, sandboxKeyRoutes, SandboxKeysInProductionError } from './sandbox-key-routes';
export {
  recordReviewEvent,
  recordTransferStatusEvent,
  REVIEW_EVENT_TYPES,
  TENANT_WEBHOOK_JOB,
  TRANSFER_STATUS_EVENT,
} from './webhook-events';
export * from './webhook-signature';

export interface TenantApi {
  keys: ApiKeyRepository;
  transfers: TenantTransfers;
  webhooks: TenantWebhooks;
  payoutSettings: PayoutSettingsService;
  stepUpSettings: StepUpSettingsService;
  languageSettings: LanguageSettingsService;
  refunds: TenantRefunds;
  /** For the job worker (main.ts): webhook deliveries. */
  jobHandlers: Record<string, JobDefinition>;
}

export function createTenantApi(deps: {
  db: Database;
  cipher: ReturnType<typeof createDataCipher>;
  config: TenantApiConfig;
  allowHttpWebhooks: boolean;
  announceStatus: AnnounceStatus;
  requestReferences: RequestReferences;
  refunds: Refunds;
}): TenantApi {
  const { db, cipher, config } = deps;
  return {
    keys: createApiKeyRepository(db),
    transfers: createTenantTransfers({
      db,
      portalUrlTemplate: config.portalUrlTemplate,
      announceStatus: deps.announceStatus,
      requestReferences: deps.requestReferences,
    }),
    webhooks: createTenantWebhooks({
      db,
      cipher,
      allowHttp: deps.allowHttpWebhooks,
      refusePrivateAddresses: config.refusePrivateWebhookAddresses,
    }),
    payoutSettings: createPayoutSettings(db),
    stepUpSettings: createStepUpSettings(db),
    languageSettings: createLanguageSettings(db),
    refunds: createTenantRefunds({ db, refunds: deps.refunds }),
    jobHandlers: {
      [TENANT_WEBHOOK_JOB]: deliverTenantWebhookJob({
        db,
        cipher,
        refusePrivateAddresses: config.refusePrivateWebhookAddresses,
      }),
    },
  };
}
