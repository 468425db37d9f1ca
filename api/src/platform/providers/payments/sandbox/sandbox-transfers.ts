/**
 * Transfers in the sandbox ledger: creation with Dwolla's checks and idempotency, the magic
 * amounts, cancellation, and the views the provider and the inspection routes return.
 */
import { randomUUID } from 'node:crypto';
import { centsToDecimal } from '../../../money';
import { ProviderError } from '../../provider-error';
import type { CreateTransferRequest, PaymentsTransfer, TransferRail } from '../payments-provider';
import { customerIn, fundingSourceIn, remember, replayed, takesInstantPayments } from './sandbox-accounts';
import { queueWebhook } from './sandbox-ledger-clock';
import type { LedgerState, LedgerTransfer } from './sandbox-ledger-store';
import {
  describeReturnCode,
  INSTANT_RAIL_LIMIT_CENTS,
  INSTANT_SETTLE_MS,
  MAGIC_INSTANT_REJECTION_AMOUNTS,
  MAGIC_LATE_RETURN_AMOUNTS,
  MAGIC_RETURN_AMOUNTS,
  MAGIC_SLOW_DEBIT_CENTS,
  MAGIC_TIMEOUT_AFTER_CREATE_CENTS,
  MAGIC_UNAVAILABLE_CENTS,
  returnCodeInName,
  SLOW_DEBIT_STEPS,
} from './sandbox-magic-values';
import { invalid, notFound, refuse, SANDBOX_PROVIDER } from './sandbox-validation';

export function transferView(transfer: LedgerTransfer): PaymentsTransfer {
  const status =
    transfer.stage === 'pending' || transfer.stage === 'funds_debited'
      ? 'pending'
      : transfer.stage === 'processed'
        ? 'processed'
        : transfer.stage;
  return {
    id: transfer.id,
    status,
    amountCents: transfer.amountCents,
    createdAt: transfer.createdAt,
    correlationId: transfer.correlationId,
    rail: transfer.rail ?? 'standard',
    failure:
      status === 'failed' && transfer.returnCode
        ? { code: transfer.returnCode, description: describeReturnCode(transfer.returnCode) }
        : null,
  };
}

/** What the sandbox inspection route shows: money as a decimal string, as at every edge. */
export function transferInspection(transfer: LedgerTransfer) {
  const view = transferView(transfer);
  return {
    id: view.id,
    /** The id Dwolla gives the debit of the source bank (its customer_bank_transfer_* events name it). */
    bankLegId: transfer.bankLegId,
    status: view.status,
    amount: centsToDecimal(view.amountCents),
    correlationId: view.correlationId,
    rail: view.rail,
    idempotencyKey: transfer.idempotencyKey,
    createdAt: view.createdAt,
    failure: view.failure,
  };
}

export interface CreatedTransfer {
  transfer: PaymentsTransfer;
  /** 13.99: created, but the caller must see a timeout. */
  answerLost: boolean;
}

export function createTransferIn(
  state: LedgerState,
  request: CreateTransferRequest,
  now: Date,
  stepMs: number,
): CreatedTransfer {
  // An outage answers before anything is looked at, a replayed key included.
  if (request.amountCents === MAGIC_UNAVAILABLE_CENTS)
    throw new ProviderError(SANDBOX_PROVIDER, 'ServiceUnavailable', 'Service Unavailable', true);
  const earlier = replayed(state, request.idempotencyKey, 'transfer', now);
  if (earlier) return { transfer: transferView(state.transfers[earlier] as LedgerTransfer), answerLost: false };

  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
    throw invalid('/amount/value', 'Invalid amount.');
  if (request.correlationId.length > 255) throw invalid('/correlationId', 'Must be 255 characters or fewer.');
  const source = fundingSourceIn(state, request.sourceFundingSourceId);
  if (!source || source.removed) throw invalid('/_links/source/href', 'Invalid funding source.');
  if (source.status !== 'verified') throw invalid('/_links/source/href', 'Funding source not verified.');
  const sender = source.customerId ? customerIn(state, source.customerId) : null;
  if (sender && sender.status !== 'verified') throw invalid('/_links/source/href', 'Sender restricted.');
  const destination = fundingSourceIn(state, request.destinationFundingSourceId);
  if (!destination || destination.removed) throw invalid('/_links/destination/href', 'Invalid funding source.');
  if (destination.id === source.id)
    throw invalid('/_links/destination/href', 'Source and destination cannot be the same.');

  const rail = request.rail ?? 'standard';
  if (rail === 'instant') {
    // Dwolla: a real-time payment needs a destination whose channels list real-time-payments.
    if (!takesInstantPayments(destination))
      throw invalid(
        '/processingChannel/destination',
        'Destination funding source is not eligible for real-time payments.',
      );
    if (request.amountCents > INSTANT_RAIL_LIMIT_CENTS)
      throw invalid('/amount/value', 'Amount exceeds the real-time payments limit.');
  }
  const timing = railTiming(rail, request.amountCents, now, stepMs);
  const returnCode =
    rail === 'instant'
      ? (MAGIC_INSTANT_REJECTION_AMOUNTS[request.amountCents] ?? null)
      : (MAGIC_RETURN_AMOUNTS[request.amountCents] ??
        returnCodeInName(source.name) ??
        returnCodeInName(destination.name));
  const transfer: LedgerTransfer = {
    id: randomUUID(),
    bankLegId: randomUUID(),
    customerId: source.customerId || null,
    sourceId: source.id,
    destinationId: destination.id,
    amountCents: request.amountCents,
    correlationId: request.correlationId,
    idempotencyKey: request.idempotencyKey,
    createdAt: now.toISOString(),
    stage: 'pending',
    ...timing,
    returnCode,
    // An instant payment is final: no return follows it.
    lateReturn: rail === 'instant' ? null : lateReturnOf(request.amountCents, now, stepMs),
    rail,
  };
  state.transfers[transfer.id] = transfer;
  state.created.transfers += 1;
  remember(state, request.idempotencyKey, 'transfer', transfer.id, now);
  // An instant payment has no ACH bank leg: the customer transfer alone is reported.
  if (rail !== 'instant')
    queueWebhook(
      state,
      now,
      'customer_bank_transfer_created',
      { kind: 'transfers', id: transfer.bankLegId },
      transfer.customerId,
    );
  queueWebhook(state, now, 'customer_transfer_created', { kind: 'transfers', id: transfer.id }, transfer.customerId);
  return { transfer: transferView(transfer), answerLost: request.amountCents === MAGIC_TIMEOUT_AFTER_CREATE_CENTS };
}

/**
 * When each rail's steps fall due. Standard ACH: the debit one clock step after creation, the
 * credit one step later. Same-day ACH: both in the next same-day window, one step away. Instant:
 * settled (or rejected) by the RTP network within seconds, whatever the ACH clock.
 */
function railTiming(
  rail: TransferRail,
  amountCents: number,
  now: Date,
  stepMs: number,
): Pick<LedgerTransfer, 'debitAt' | 'settleAt'> {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  if (rail === 'instant') return { debitAt: at(INSTANT_SETTLE_MS), settleAt: at(INSTANT_SETTLE_MS) };
  if (rail === 'same-day') return { debitAt: at(stepMs), settleAt: at(stepMs) };
  const debitSteps = amountCents === MAGIC_SLOW_DEBIT_CENTS ? SLOW_DEBIT_STEPS : 1;
  return { debitAt: at(debitSteps * stepMs), settleAt: at((debitSteps + 1) * stepMs) };
}

/** A magic late-return amount comes back one step after it settles (at three steps). */
function lateReturnOf(amountCents: number, now: Date, stepMs: number): LedgerTransfer['lateReturn'] {
  const code = MAGIC_LATE_RETURN_AMOUNTS[amountCents];
  return code ? { code, at: new Date(now.getTime() + 3 * stepMs).toISOString() } : null;
}

/**
 * The sandbox control behind POST /api/sandbox/payments/transfers/:id/return: the payer's bank
 * returns a processed transfer now, with `code` (an R10 weeks later, say). Only a processed
 * transfer can be returned; the return is delivered as Dwolla delivers one (the transfer fails).
 */
export function returnTransferIn(state: LedgerState, transferId: string, code: string, now: Date): PaymentsTransfer {
  const transfer = state.transfers[transferId];
  if (!transfer) throw notFound('Transfer');
  if (transfer.rail === 'instant')
    throw refuse('InvalidResourceState', 'A real-time payment is final and cannot be returned.');
  if (transfer.stage !== 'processed')
    throw refuse('InvalidResourceState', 'Only a processed transfer can be returned.');
  if (!/^R\d{2}$/.test(code)) throw invalid('/code', 'An ACH return code is R followed by two digits.');
  transfer.lateReturn = { code, at: now.toISOString() };
  return transferView(transfer);
}

/** Dwolla cancels a transfer only while its bank debit has not gone out. */
export function cancelTransferIn(state: LedgerState, transferId: string, now: Date): PaymentsTransfer {
  const transfer = state.transfers[transferId];
  if (!transfer) throw notFound('Transfer');
  if (transfer.rail === 'instant') throw refuse('InvalidResourceState', 'A real-time payment cannot be cancelled.');
  if (transfer.stage !== 'pending')
    throw refuse('InvalidResourceState', 'A transfer can be cancelled only while it is pending.');
  transfer.stage = 'cancelled';
  queueWebhook(
    state,
    now,
    'customer_bank_transfer_cancelled',
    { kind: 'transfers', id: transfer.bankLegId },
    transfer.customerId,
  );
  queueWebhook(state, now, 'customer_transfer_cancelled', { kind: 'transfers', id: transfer.id }, transfer.customerId);
  return transferView(transfer);
}

/** The customer transfer behind an id, which may be its bank leg's (webhook resource ids). */
export function transferByAnyId(state: LedgerState, id: string): LedgerTransfer | null {
  return state.transfers[id] ?? Object.values(state.transfers).find((transfer) => transfer.bankLegId === id) ?? null;
}
