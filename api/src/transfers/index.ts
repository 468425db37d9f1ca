/**
 * Money movement (docs/architecture.md "Money movement", docs/adr/0020, 0021 and 0034): starting a
 * transfer, or accepting a disbursement, exactly once, reconciling unknown outcomes, provider webhooks, live status and the
 * notices that follow each change. Built once per app by createMoneyMovement.
 */
import type { Database, DatabaseHandle } from '../platform/database/database';
import type { JobDefinition, JobLogger } from '../platform/jobs';
import {
  createNoticeIssuer,
  createNoticeRepository,
  ISSUE_NOTICE_JOB,
  issueNoticeJob,
  type NoticeRepository,
} from '../notices';
import type { ObjectStore, PdfRenderer } from '../platform/providers';
import type { RequestReferences } from '../platform/security/request-references';
import { createPaymentsWebhook, type PaymentsWebhook } from './payments-webhook';
import { createReceipts, type Receipts } from './receipts';
import { createReconciler, RECONCILE_TRANSFER_JOB, reconcileTransferJob, type Reconciler } from './reconcile-transfer';
import { createStartAttempts } from './start-attempt';
import { systemClock, type Clock } from '../platform/clock';
import { createRefunds, type Refunds } from './refunds';
import { createStartDisbursement, type StartDisbursement } from './start-disbursement';
import { createStartTransfer, type StartTransfer } from './start-transfer';
import { createHeldTransfers, type HeldTransfers } from './held-transfers';
import type { ScreenDebit } from './screen-debit';
import type { ScoreReturnRisk } from '../banking';
import type { MoneyMovementRepositories } from './money-movement-repositories';
import { createTransferMachine } from './transfer-machine';
import { createClientTransferMoves, type ClientTransferMoves } from './client-transfer-moves';
import { createTransferEvidence, type TransferEvidence } from './transfer-evidence';
import { createTransferDocuments, type TransferDocuments } from './transfer-documents';
import type { TransferPayments } from './transfer-payments';
import { createTransferStatusFeed, type AnnounceStatus, type TransferStatusFeed } from './transfer-status-feed';
import { createRequestPreviews, type RequestPreviews } from './request-preview';

export { paymentsWebhookRoutes, transferRoutes } from './transfer-routes';
export { receiptRoutes } from './receipt-routes';
export { requestPreviewRoutes } from './request-preview-routes';
export { createRequestPreviews, type RequestPreviews } from './request-preview';
export { createReceipts, RECEIPT_PATHS, TRANSFER_NOT_STARTED, type ReceiptKind, type Receipts } from './receipts';
export type { TransferPayments } from './transfer-payments';
export { createStatusAnnouncer, type AnnounceStatus } from './transfer-status-feed';
export type { ScreenContext, ScreenDebit, ScreenOutcome } from './screen-debit';
export type { HeldTransfers, RecordDecision } from './held-transfers';
export { type Refunds, type RefundChoice } from './refunds';

export interface MoneyMovementOptions {
  /** First look of the reconcile job after a start (it keeps looking with the worker's backoff). */
  reconcileAfterMs: number;
  /** After this long in starting, "the provider does not know the transfer" means it made none. */
  reconcileGraceMs: number;
  /** An attempt the provider does not know is sent again (same key) this long after its call began. */
  reissueAfterMs: number;
}

export const DEFAULT_MONEY_MOVEMENT_OPTIONS: MoneyMovementOptions = {
  reconcileAfterMs: 30_000,
  // Far above any provider call's timeout: an answer still on its way cannot arrive after this.
  reconcileGraceMs: 10 * 60_000,
  reissueAfterMs: 45_000,
};

export interface MoneyMovementDeps {
  database: DatabaseHandle;
  repositories: MoneyMovementRepositories;
  /** Announces each status change in its transaction (createStatusAnnouncer, built by the composition root). */
  announceStatus: AnnounceStatus;
  payments: TransferPayments;
  pdf: PdfRenderer;
  objectStore: ObjectStore;
  apiBase: string;
  /** The tenant's portal URL (`{tenant}` for its identifier): the link in status texts. */
  portalUrlTemplate: string;
  /** Signs the reference in a transfer request's e-mail link. */
  requestReferences: RequestReferences;
  logger: JobLogger;
  /** The risk screen of client debits (ADR 0082), built by the composition root. */
  screen: ScreenDebit;
  /** A debit's return-risk score from the bank-linking provider (banking's createReturnRiskScorer). */
  scoreReturnRisk: ScoreReturnRisk;
  options?: Partial<MoneyMovementOptions>;
  /** The time the same-day cutoff of a client's debit is read by. Default: the system clock. */
  clock?: Clock;
}

export interface MoneyMovement {
  startTransfer: StartTransfer;
  /** Debits the risk screen held: the tenant's approval or rejection. */
  held: HeldTransfers;
  /** Accepting a sent disbursement (POST /transfer/disbursement/start). */
  startDisbursement: StartDisbursement;
  reconciler: Reconciler;
  webhook: PaymentsWebhook;
  feed: TransferStatusFeed;
  receipts: Receipts;
  /** The notices' messages, for the owner-only PDF route. */
  notices: NoticeRepository;
  /** What a client follows and proves of a transfer (timeline, authorization, terms for Review). */
  evidence: TransferEvidence;
  /** Cancel and try again, from the transfer's detail page. */
  moves: ClientTransferMoves;
  /** The receipt and authorization PDFs of a started transfer. */
  documents: TransferDocuments;
  /** A tenant's refunds of completed transfers (through the tenant API). */
  refunds: Refunds;
  /** What a transfer request's link shows before sign-in. */
  requestPreviews: RequestPreviews;
  /** For the job worker (main.ts): reconcile jobs and notices. */
  jobHandlers: Record<string, JobDefinition>;
  close(): Promise<void>;
}

export function createMoneyMovement(deps: MoneyMovementDeps): MoneyMovement {
  const db: Database = deps.database.db;
  const options = { ...DEFAULT_MONEY_MOVEMENT_OPTIONS, ...deps.options };
  const { payments, logger } = deps;
  const machine = createTransferMachine(db, deps.announceStatus);
  const reconciler = createReconciler({
    db,
    payments,
    machine,
    graceMs: options.reconcileGraceMs,
    reissueAfterMs: options.reissueAfterMs,
  });
  const noticeDeps = {
    db,
    pdf: deps.pdf,
    objectStore: deps.objectStore,
    apiBase: deps.apiBase,
    portalUrlTemplate: deps.portalUrlTemplate,
    requestReferences: deps.requestReferences,
  };
  const feed = createTransferStatusFeed(deps.database, (error) =>
    logger.error(
      { error: error instanceof Error ? error.name : typeof error },
      'unreadable transfer status notification',
    ),
  );
  const { repositories } = deps;
  const documents = createTransferDocuments({ db, repositories, pdf: deps.pdf });
  const attempts = createStartAttempts({
    db,
    repositories,
    payments,
    machine,
    announceStatus: deps.announceStatus,
    reconciler,
    reconcileAfterMs: options.reconcileAfterMs,
    logger,
  });
  return {
    startTransfer: createStartTransfer({
      repositories,
      attempts,
      screen: deps.screen,
      scoreReturnRisk: deps.scoreReturnRisk,
      clock: deps.clock ?? systemClock,
    }),
    held: createHeldTransfers({ db, repositories, attempts, announceStatus: deps.announceStatus }),
    startDisbursement: createStartDisbursement({ repositories, attempts }),
    refunds: createRefunds({ attempts }),
    reconciler,
    webhook: createPaymentsWebhook({ db, payments, machine, logger }),
    feed,
    receipts: createReceipts({ db, objectStore: deps.objectStore, documents, logger }),
    documents,
    notices: createNoticeRepository(db),
    evidence: createTransferEvidence({ db, repositories, clock: deps.clock ?? systemClock }),
    moves: createClientTransferMoves({ db, repositories, payments, machine, logger }),
    requestPreviews: createRequestPreviews({ db, references: deps.requestReferences }),
    jobHandlers: {
      [RECONCILE_TRANSFER_JOB]: reconcileTransferJob(reconciler),
      [ISSUE_NOTICE_JOB]: issueNoticeJob(createNoticeIssuer(noticeDeps)),
    },
    close: () => feed.close(),
  };
}

export { type RelateToOne, type TransferInput } from './transfer-input';
export { createTenantTransferRepository } from './tenant-transfer-repository';
export { createTransferRecordsRepository } from './transfer-records-repository';
export { createTransferRepository, type TransferRepository, type TransferRow } from './transfer-repository';
export { createTransferService } from './transfer-service';
export { createTransferResolvers } from './transfer-resolvers';
export { createTransferEvidenceResolvers } from './transfer-evidence-resolvers';
